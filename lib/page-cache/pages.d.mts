/** Types of ./pages.mjs (plain ESM: the cache handler loads it outside the bundle). */
export interface CachedPage {
  source: string;
  route: string;
  lifetime: number;
  query: string[];
  tags: (params: Record<string, string>) => string[];
  preloader?: boolean;
}
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
export declare const CACHED_PAGES: readonly CachedPage[];
export declare const ANONYMOUS_CACHE_CONTROL: string;
export declare const PAGE_QUERY_KEYS: readonly string[];
export declare function cachedPageOf(
  path: string,
): { page: CachedPage; params: Record<string, string> } | null;
