/** Types of ./keys.mjs (plain ESM: the cache handler loads it outside the bundle). */
export declare const CACHED_SEGMENT: 'cached';
export declare const CACHEABLE_SOURCES: readonly string[];
export { PAGE_QUERY_KEYS, pageTags } from './pages.mjs';
export declare function isCacheablePath(pathname: string): boolean;
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
export declare function tagsForPath(path: string): string[];
