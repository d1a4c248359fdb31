// @ts-check
/**
 * Where cached pages live (issue #16, docs/design.md §5–6): an in-process map bounded in bytes by
 * default, Redis when REDIS_URL (or PAGE_CACHE_REDIS_URL, a Redis of the pages' own) is set so
 * that every process serves and invalidates the same pages, bounded in bytes there too. Plain ESM because Next imports the cache handler (./handler.mjs) at run time with
 * Node's own loader, outside the bundler; the bundled server code reaches the same store
 * through a process slot (lib/framework/process-slot.mjs), so one process has one store
 * whichever side asks first.
 *
 * An entry is `{ value, lastModified, cacheControl, tags }`. A tag is invalidated by writing
 * the time it was invalidated; an entry older than any of its tags' times is a miss. Cache
 * trouble (Redis down, a bad entry) is a miss and a log line, never a failed page.
 *
 * The one place outside lib/env.ts that reads process.env: this module runs before and beside
 * the bundle, and the variables it reads (PAGE_CACHE_REDIS_URL, REDIS_URL, PAGE_CACHE_MB) are validated by
 * lib/env.ts when the server starts.
 */
import { Redis } from 'ioredis';
import { processSlot } from '../framework/process-slot.mjs';
import { queryGroupOfKey } from './keys.mjs';

/** @type {import('../framework/process-slot.mjs').ProcessSlot<PageStore>} */
const storeSlot = processSlot('pageCache.store');
const PREFIX = 'selvedge:page:';
const DEFAULT_MB = 128;
/**
 * Copies of one page with a query (a search, a filter, a page number) kept at once (issue #33):
 * anyone can ask for a new one with every request, so they are bounded apart from the rest. A
 * new one past this drops the least recently read copy of the same page; the page itself, the
 * other pages and whatever else lives beside the cache are not touched.
 */
export const MAX_QUERY_COPIES = 200;
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
 * first once the total passes maxBytes, and at most maxQueryCopies copies with a query per page.
 * An entry larger than a quarter of the budget is not kept.
 * @param {{ maxBytes: number, maxQueryCopies?: number, now?: () => number }} options
 * @returns {PageStore}
 */
export function createMemoryStore({ maxBytes, maxQueryCopies = MAX_QUERY_COPIES, now = Date.now }) {
  /** @type {Map<string, { entry: Entry, size: number }>} */
  const entries = new Map();
  /** @type {Map<string, number>} */
  const tagTimes = new Map();
  /** Per page, its copies with a query, least recently read first. @type {Map<string, Set<string>>} */
  const groups = new Map();
  let bytes = 0;

  const drop = (/** @type {string} */ key) => {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    bytes -= found.size;
    const group = queryGroupOfKey(key);
    const members = group === null ? undefined : groups.get(group);
    members?.delete(key);
    if (members?.size === 0) groups.delete(/** @type {string} */ (group));
  };
  /** Marks a copy with a query as just read (or written), within its page's group. */
  const touch = (/** @type {string} */ key) => {
    const group = queryGroupOfKey(key);
    if (group === null) return;
    const members = groups.get(group) ?? new Set();
    members.delete(key);
    members.add(key);
    groups.set(group, members);
    for (const oldest of members) {
      if (members.size <= maxQueryCopies) break;
      drop(oldest);
    }
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
      touch(key);
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
      touch(key);
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
 * Writes an entry and keeps the store within its budget, in one step (a Lua script, so that two
 * processes never count the same bytes twice): the entry with its time to live; its size in a
 * hash and its last read in a sorted set; a copy with a query also in its page's group, whose
 * least recently read copy goes past MAX_QUERY_COPIES; then the least recently read entries go
 * until the total is within the budget. An entry that expired by its time to live still counts
 * until its turn comes: it is among the least recently read, so it goes first.
 * KEYS: entry, lru, sizes, bytes. ARGV: value, ttl s, size, now, max bytes, member, entry
 * prefix, group key ('' for none), max copies per group, group ttl s.
 */
const SET_SCRIPT = `
local member, prefix = ARGV[6], ARGV[7]
local function drop(m)
  redis.call('DEL', prefix .. m)
  local size = redis.call('HGET', KEYS[3], m)
  if size then
    redis.call('DECRBY', KEYS[4], size)
    redis.call('HDEL', KEYS[3], m)
  end
  redis.call('ZREM', KEYS[2], m)
end
drop(member)
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('HSET', KEYS[3], member, ARGV[3])
redis.call('INCRBY', KEYS[4], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[4], member)
local group = ARGV[8]
if group ~= '' then
  redis.call('ZADD', group, ARGV[4], member)
  redis.call('EXPIRE', group, ARGV[10])
  while redis.call('ZCARD', group) > tonumber(ARGV[9]) do
    local oldest = redis.call('ZPOPMIN', group)
    drop(oldest[1])
  end
end
while tonumber(redis.call('GET', KEYS[4]) or '0') > tonumber(ARGV[5]) do
  local oldest = redis.call('ZPOPMIN', KEYS[2])
  if #oldest == 0 then break end
  drop(oldest[1])
end
return 1
`;

/**
 * Shared by every process: an entry is one key with a time to live (its lifetime plus its
 * stale window, capped at a day; a copy with a query, its lifetime alone); tag times are one
 * hash. The store keeps itself within maxBytes (PAGE_CACHE_MB) whatever Redis' own maxmemory
 * policy (issue #33): the revoked sessions and rate-limit counters may live in the same Redis,
 * and no page may ever push them out. A miss costs one round trip, a hit two (the entry with
 * its last read, then its tags' times).
 * @param {string} url
 * @param {{ now?: () => number, maxBytes?: number, maxQueryCopies?: number, prefix?: string }} [options]
 * @returns {PageStore}
 */
export function createRedisStore(
  url,
  {
    now = Date.now,
    maxBytes = DEFAULT_MB * 1024 * 1024,
    maxQueryCopies = MAX_QUERY_COPIES,
    prefix = PREFIX,
  } = {},
) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', (error) => warn('redis', error));
  const keys = {
    tags: `${prefix}tags`,
    lru: `${prefix}lru`,
    sizes: `${prefix}sizes`,
    bytes: `${prefix}bytes`,
    entry: (/** @type {string} */ key) => `${prefix}entry:${key}`,
    group: (/** @type {string} */ group) => `${prefix}group:${group}`,
  };
  return {
    kind: 'redis',
    async get(key) {
      try {
        const at = now();
        const group = queryGroupOfKey(key);
        const read = redis.pipeline().get(keys.entry(key)).zadd(keys.lru, 'XX', at, key);
        if (group !== null) read.zadd(keys.group(group), 'XX', at, key);
        const [[, text] = []] = (await read.exec()) ?? [];
        if (typeof text !== 'string') return null;
        /** @type {Entry} */
        const entry = decode(text);
        if (entry.tags.length > 0) {
          const times = await redis.hmget(keys.tags, ...entry.tags);
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
          const times = await redis.hmget(keys.tags, ...entry.tags);
          if (times.some((time) => time !== null && Number(time) >= since)) return;
        }
        const text = encode(entry);
        const size = Buffer.byteLength(text) + key.length;
        if (size > maxBytes / 4) return;
        const group = queryGroupOfKey(key);
        const revalidate = entry.cacheControl?.revalidate;
        const lifetime =
          group !== null && typeof revalidate === 'number'
            ? revalidate
            : (entry.cacheControl?.expire ?? revalidate);
        const ttlS = Math.min(
          typeof lifetime === 'number' && lifetime > 0 ? lifetime : 3600,
          86_400,
        );
        await redis.eval(
          SET_SCRIPT,
          4,
          keys.entry(key),
          keys.lru,
          keys.sizes,
          keys.bytes,
          text,
          ttlS,
          size,
          now(),
          maxBytes,
          key,
          keys.entry(''),
          group === null ? '' : keys.group(group),
          maxQueryCopies,
          86_400,
        );
      } catch (error) {
        warn('set', error);
      }
    },
    async invalidate(tags, at = now()) {
      if (tags.length === 0) return;
      try {
        await redis.hset(keys.tags, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
      } catch (error) {
        warn('invalidate', error);
      }
    },
    stats: () => ({ entries: -1, bytes: -1, maxBytes }),
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
  return storeSlot.getOrCreate(() => {
    // eslint-disable-next-line no-restricted-syntax -- outside the bundle; see the header
    const { PAGE_CACHE_REDIS_URL, REDIS_URL, PAGE_CACHE_MB } = process.env;
    const url = PAGE_CACHE_REDIS_URL?.trim() || REDIS_URL?.trim();
    const maxBytes = (Number(PAGE_CACHE_MB) || DEFAULT_MB) * 1024 * 1024;
    return url ? createRedisStore(url, { maxBytes }) : createMemoryStore({ maxBytes });
  });
}
