// @ts-check
/**
 * Where cached pages live (issue #16, DESIGN.md §5–6): an in-process map bounded in bytes by
 * default, Redis when REDIS_URL is set so that every process serves and invalidates the same
 * pages. Plain ESM because Next imports the cache handler (./handler.mjs) at run time with
 * Node's own loader, outside the bundler; the bundled server code reaches the same store
 * through the globalThis slot below, so one process has one store whichever side asks first.
 *
 * An entry is `{ value, lastModified, cacheControl, tags }`. A tag is invalidated by writing
 * the time it was invalidated; an entry older than any of its tags' times is a miss. Cache
 * trouble (Redis down, a bad entry) is a miss and a log line, never a failed page.
 *
 * The one place outside lib/env.ts that reads process.env: this module runs before and beside
 * the bundle, and the variables it reads (REDIS_URL, PAGE_CACHE_MB) are validated by
 * lib/env.ts when the server starts.
 */
import { Redis } from 'ioredis';

const STORE_SLOT = Symbol.for('selvedge.pageCache.store');
const PREFIX = 'selvedge:page:';
const TAGS_KEY = `${PREFIX}tags`;
const DEFAULT_MB = 128;
/** Tag times are kept a day: an entry older than that has expired by its own lifetime. */
const TAG_MEMORY_MS = 24 * 60 * 60 * 1000;
/**
 * A render may have read its data before an invalidation that lands while it runs; such a page
 * would outlive the change. An entry is kept only when none of its tags was invalidated after
 * its render began. The cache handler knows when that was (the miss that started it); when it
 * does not, the render is assumed to have taken at most this long.
 */
export const RENDER_WINDOW_MS = 10_000;

/** The moment from which an invalidation of the entry's tags makes it not worth keeping. */
const renderedSince = (/** @type {Entry} */ entry, /** @type {SetOptions | undefined} */ options) =>
  options?.renderStartedAt ?? entry.lastModified - RENDER_WINDOW_MS;

/**
 * @typedef {{ value: any, lastModified: number, cacheControl?: { revalidate: number | false, expire?: number }, tags: string[] }} Entry
 * @typedef {{ renderStartedAt?: number }} SetOptions
 * @typedef {{
 *   get(key: string): Promise<Entry | null>,
 *   set(key: string, entry: Entry, options?: SetOptions): Promise<void>,
 *   invalidate(tags: string[], at?: number): Promise<void>,
 *   readonly kind: 'memory' | 'redis',
 *   stats(): { entries: number, bytes: number, maxBytes: number },
 *   close(): Promise<void>,
 * }} PageStore
 */

/** Bytes an entry holds: its HTML, RSC payload and segment payloads, as stored. */
export function entrySize(/** @type {any} */ value) {
  if (!value || typeof value !== 'object') return 64;
  let size = 256;
  if (typeof value.html === 'string') size += Buffer.byteLength(value.html);
  else if (value.html) size += value.html.byteLength ?? 0;
  if (value.rscData) size += value.rscData.byteLength ?? 0;
  if (typeof value.postponed === 'string') size += value.postponed.length;
  if (value.segmentData instanceof Map)
    for (const [k, v] of value.segmentData) size += k.length + (v?.byteLength ?? 0);
  if (value.body) size += value.body.byteLength ?? String(value.body).length;
  if (value.data?.body) size += String(value.data.body).length;
  return size;
}

/**
 * The embedded default: entries in insertion order (a Map), the least recently read dropped
 * first once the total passes maxBytes. An entry larger than a quarter of the budget is not kept.
 * @param {{ maxBytes: number, now?: () => number }} options
 * @returns {PageStore}
 */
export function createMemoryStore({ maxBytes, now = Date.now }) {
  /** @type {Map<string, { entry: Entry, size: number }>} */
  const entries = new Map();
  /** @type {Map<string, number>} */
  const tagTimes = new Map();
  let bytes = 0;

  const drop = (/** @type {string} */ key) => {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    bytes -= found.size;
  };

  return {
    kind: 'memory',
    async get(key) {
      const found = entries.get(key);
      if (!found) return null;
      if (found.entry.tags.some((tag) => (tagTimes.get(tag) ?? 0) >= found.entry.lastModified)) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, found);
      return found.entry;
    },
    async set(key, entry, options) {
      drop(key);
      const since = renderedSince(entry, options);
      if (entry.tags.some((tag) => (tagTimes.get(tag) ?? 0) >= since)) return;
      const size = entrySize(entry.value) + key.length;
      if (size > maxBytes / 4) return;
      entries.set(key, { entry, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async invalidate(tags, at = now()) {
      for (const tag of tags) tagTimes.set(tag, at);
      if (tagTimes.size > 200_000) {
        for (const [tag, time] of tagTimes) if (time < at - TAG_MEMORY_MS) tagTimes.delete(tag);
      }
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes }),
    async close() {},
  };
}

/** JSON with Buffers as base64 and Maps as pairs: what an APP_PAGE entry holds. */
function encode(/** @type {Entry} */ entry) {
  return JSON.stringify(entry, (_key, value) => {
    if (value instanceof Map) return { $map: [...value.entries()] };
    if (value && value.type === 'Buffer' && Array.isArray(value.data))
      return { $buf: Buffer.from(value.data).toString('base64') };
    return value;
  });
}

function decode(/** @type {string} */ text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buf === 'string') return Buffer.from(value.$buf, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * Shared by every process: an entry is one key with a time to live (its lifetime plus its
 * stale window, capped at a day); tag times are one hash. Redis' own maxmemory policy bounds
 * the bytes; a miss costs one round trip, a hit two (the entry, then its tags' times).
 * @param {string} url
 * @param {{ now?: () => number }} [options]
 * @returns {PageStore}
 */
export function createRedisStore(url, { now = Date.now } = {}) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (error) => warn('redis', error));
  return {
    kind: 'redis',
    async get(key) {
      try {
        const text = await redis.get(PREFIX + key);
        if (!text) return null;
        /** @type {Entry} */
        const entry = decode(text);
        if (entry.tags.length > 0) {
          const times = await redis.hmget(TAGS_KEY, ...entry.tags);
          if (times.some((time) => time !== null && Number(time) >= entry.lastModified))
            return null;
        }
        return entry;
      } catch (error) {
        warn('get', error);
        return null;
      }
    },
    async set(key, entry, options) {
      try {
        if (entry.tags.length > 0) {
          const since = renderedSince(entry, options);
          const times = await redis.hmget(TAGS_KEY, ...entry.tags);
          if (times.some((time) => time !== null && Number(time) >= since)) return;
        }
        const lifetime = entry.cacheControl?.expire ?? entry.cacheControl?.revalidate;
        const ttlS = Math.min(
          typeof lifetime === 'number' && lifetime > 0 ? lifetime : 3600,
          86_400,
        );
        await redis.set(PREFIX + key, encode(entry), 'EX', ttlS);
      } catch (error) {
        warn('set', error);
      }
    },
    async invalidate(tags, at = now()) {
      if (tags.length === 0) return;
      try {
        await redis.hset(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
      } catch (error) {
        warn('invalidate', error);
      }
    },
    stats: () => ({ entries: -1, bytes: -1, maxBytes: -1 }),
    async close() {
      redis.disconnect();
    },
  };
}

function warn(/** @type {string} */ what, /** @type {unknown} */ error) {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(
    JSON.stringify({ level: 'warn', msg: `page cache: ${what} failed`, error: message }),
  );
}

/**
 * The process's store, made on first use from the environment.
 * @returns {PageStore}
 */
export function pageStore() {
  const slot = /** @type {Record<symbol, PageStore | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  let store = slot[STORE_SLOT];
  if (!store) {
    // eslint-disable-next-line no-restricted-syntax -- outside the bundle; see the header
    const { REDIS_URL, PAGE_CACHE_MB } = process.env;
    const url = REDIS_URL?.trim();
    const mb = Number(PAGE_CACHE_MB) || DEFAULT_MB;
    store = url ? createRedisStore(url) : createMemoryStore({ maxBytes: mb * 1024 * 1024 });
    slot[STORE_SLOT] = store;
  }
  return store;
}
