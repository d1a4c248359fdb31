/** Types of ./keys.mjs (plain ESM: the cache handler loads it outside the bundle). */
export declare const CACHED_SEGMENT: 'cached';
export declare const CACHEABLE_SOURCES: readonly string[];
export declare const PAGE_QUERY_KEYS: readonly string[];
export declare function isCacheablePath(pathname: string): boolean;
export declare function queryKeysOf(pathname: string): readonly string[];
export declare function renderedUrlOf(url: string): string;
export declare function variantFor(
  search: URLSearchParams,
  flags?: {
    preloader?: boolean;
    buyerStore?: number | null;
    buyerPriceType?: number | null;
    keys?: readonly string[];
  },
): string | null;
export declare function decodeVariant(variant: string): {
  preloader: boolean;
  buyer: { storeId: number | null; priceTypeId: number | null } | null;
  searchParams: Record<string, string | string[]>;
};
export declare function cachedPathFor(pathname: string, variant: string): string;
export declare function shopPathOfKey(key: string): string | null;
export declare function queryGroupOfKey(key: string): string | null;
export declare const pageTags: {
  all: string;
  home: string;
  catalog: string;
  search: string;
  content: string;
  section(slug: string): string;
  collection(section: string, slug: string): string;
  product(code: string): string;
};
export declare function tagsForPath(path: string): string[];
