import 'server-only';

/**
 * A small in-process cache for expensive reads whose answer may lag the data by a few seconds:
 * catalogue totals and filter facets. Entries expire after `ttlMs`; the oldest are dropped past
 * `maxEntries`; concurrent callers of one key share one load; a failed load is not kept.
 *
 * Each process keeps its own (docs/design.md §6: a shared Redis cache can stand behind the same
 * interface). Writers of catalogue or stock data call clear() so their own process never serves
 * stale counts; other processes catch up within the TTL.
 */
export interface MemoCache {
  getOrSet<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one key: a change that concerns it alone (a manager's edit of the suggestions). */
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createMemoCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): MemoCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    getOrSet<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Refresh recency: Map keeps insertion order, so the first key is the least recent.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      entries.delete(key);
      entries.set(key, { expires: now() + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      return value;
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
