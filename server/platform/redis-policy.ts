/**
 * What the Redis of REDIS_URL does when it is full (issue #33 item 3). Revoked sessions and
 * rate-limit counters live there: a Redis that evicts keys may forget one, and a logged-out
 * token works again or a limit starts over. The page cache keeps itself within PAGE_CACHE_MB, so
 * a Redis with room for that never needs to evict; one that may (any policy but `noeviction`) is
 * named in a warning at start. A Redis that will not say (CONFIG disabled, as on some managed
 * services) is left to the README.
 */
import 'server-only';
import { Redis } from 'ioredis';

/** The warning for that Redis, or null when it never evicts or will not say. */
export async function redisEvictionWarning(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as [string, string];
    if (!policy || policy === 'noeviction') return null;
    return `REDIS_URL's Redis may evict keys (maxmemory-policy ${policy}): revoked sessions and rate-limit counters live there; set maxmemory-policy noeviction, and give the page cache its own Redis (PAGE_CACHE_REDIS_URL) if it should evict`;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}
