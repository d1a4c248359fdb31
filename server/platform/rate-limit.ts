/**
 * Attempt counters for brute-force protection (docs/design.md §3, §6): fixed windows per key, in
 * process by default, in Redis (REDIS_URL) when several processes must share them.
 */
import 'server-only';
import { Redis } from 'ioredis';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Until the window ends; 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt under `key` and says whether it is allowed. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** Forgets a key (e.g. a successful login clears the failures of that account). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

const decide = (count: number, rule: RateRule, resetInMs: number): RateDecision => ({
  allowed: count <= rule.limit,
  remaining: Math.max(0, rule.limit - count),
  retryAfterMs: count <= rule.limit ? 0 : Math.max(0, resetInMs),
});

export function createMemoryRateLimiter(
  options: { now?: () => number; maxKeys?: number } = {},
): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, rule) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
          // Still full: drop the oldest entries rather than grow without bound.
          for (const k of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, rule, window.resetAt - at);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(url: string, prefix = 'selvedge:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, rule) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(name)
        .pexpire(name, rule.windowMs, 'NX')
        .pttl(name)
        .exec()
        .then((results) => [results![0], results![2]])) as [[unknown, number], [unknown, number]];
      return decide(count, rule, ttl);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
