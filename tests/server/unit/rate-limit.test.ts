import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '@/server/platform/rate-limit';
import { redisReachable, testRedisUrl } from '../../support/redis';

const kinds: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]];
if (await redisReachable()) kinds.push(['redis', () => createRedisRateLimiter(testRedisUrl)]);

describe.each(kinds)('%s rate limiter', (_name, make) => {
  const limiter = make();
  const key = `test:${Math.random().toString(36).slice(2)}`;
  afterAll(() => limiter.close?.());

  it('allows up to the limit, then refuses with the time left in the window', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit(key, rule));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[2]!.remaining).toBe(0);
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(50_000);
  });

  it('reset forgets the attempts of a key', async () => {
    await limiter.reset(key);
    expect((await limiter.hit(key, { limit: 1, windowMs: 60_000 })).allowed).toBe(true);
  });

  it('keys are counted apart', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    expect((await limiter.hit(`${key}:a`, rule)).allowed).toBe(true);
    expect((await limiter.hit(`${key}:b`, rule)).allowed).toBe(true);
    expect((await limiter.hit(`${key}:a`, rule)).allowed).toBe(false);
  });
});

describe('memory rate limiter windows', () => {
  it('a new window starts once the old one has passed', async () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter({ now: () => now });
    const rule = { limit: 1, windowMs: 1_000 };
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
    now += 1_000;
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });
});
