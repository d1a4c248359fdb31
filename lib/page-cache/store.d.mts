/** Types of ./store.mjs (plain ESM: the cache handler loads it outside the bundle). */
export interface Entry {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate: number | false; expire?: number };
  tags: string[];
}
/** When the render of the entry began, if known: invalidations before it do not matter. */
export interface SetOptions {
  renderStartedAt?: number;
}
export interface PageStore {
  get(key: string): Promise<Entry | null>;
  set(key: string, entry: Entry, options?: SetOptions): Promise<void>;
  invalidate(tags: string[], at?: number): Promise<void>;
  readonly kind: 'memory' | 'redis';
  stats(): { entries: number; bytes: number; maxBytes: number };
  close(): Promise<void>;
}
export declare const RENDER_WINDOW_MS: number;
export declare const MAX_QUERY_COPIES: number;
export declare function entrySize(value: unknown): number;
export declare function createMemoryStore(options: {
  maxBytes: number;
  maxQueryCopies?: number;
  now?: () => number;
}): PageStore;
export declare function createRedisStore(
  url: string,
  options?: { now?: () => number; maxBytes?: number; maxQueryCopies?: number; prefix?: string },
): PageStore;
export declare function pageStore(): PageStore;
