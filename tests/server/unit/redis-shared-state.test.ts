/**
 * Issue #33 item 3: the page cache cannot push out what must not be forgotten. Revoked sessions
 * and rate-limit counters may live in the same Redis as the cached pages; every URL with a query
 * makes a new copy, so pages alone could fill Redis, and a Redis that evicts (allkeys-lru, as the
 * README used to advise) dropped a revoked session: a logged-out token worked again. The store
 * now keeps itself within PAGE_CACHE_MB and bounds the copies with a query per page, so Redis
 * never needs to evict. This runs against a Redis of its own, with a small maxmemory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, type Entry, type PageStore } from '@/lib/page-cache/store.mjs';
import { createRedisRateLimiter, type RateLimiter } from '@/server/platform/rate-limit';
import { redisEvictionWarning } from '@/server/platform/redis-policy';
import {
  createRedisSessionRevocations,
  type SessionRevocations,
} from '@/server/platform/session-revocations';

const MAXMEMORY_MB = 24;
const PAGE_BUDGET = 4 * 1024 * 1024;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A Redis of this test's own: `policy` when it runs out of memory. */
async function startRedis(policy: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      `${MAXMEMORY_MB}mb`,
      '--maxmemory-policy',
      policy,
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  // It listens within a few milliseconds of starting; ask until it answers.
  for (let tries = 0; ; tries += 1) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, process: child };
    } catch (error) {
      probe.disconnect();
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A cached copy of the search page for one query, about `bytes` long. */
const searchCopy = (n: number, bytes: number): [string, Entry] => [
  `/route-cache/APP_PAGE/abc/$/cached/-~${Buffer.from(`search=${n}`).toString('base64url')}/search-result`,
  {
    value: { kind: 'APP_PAGE', html: `<p>${n}</p>${'x'.repeat(bytes)}`, headers: {}, status: 200 },
    lastModified: Date.now(),
    cacheControl: { revalidate: 300, expire: 86_400 },
    tags: [],
  },
];

describe.each(['allkeys-lru', 'noeviction'])('a Redis run with %s', (policy) => {
  let redis: { url: string; process: ChildProcess };
  let admin: Redis;
  let store: PageStore;
  let sessions: SessionRevocations;
  let limiter: RateLimiter;

  beforeAll(async () => {
    redis = await startRedis(policy);
    admin = new Redis(redis.url);
    // A clock that moves on every reading: within one millisecond two copies would tie, and
    // Redis breaks a tie by name, not by which was read last.
    let clock = Date.now();
    store = createRedisStore(redis.url, {
      maxBytes: PAGE_BUDGET,
      maxQueryCopies: 5,
      now: () => (clock += 1),
    });
    sessions = createRedisSessionRevocations(redis.url);
    limiter = createRedisRateLimiter(redis.url);
  });
  afterAll(async () => {
    await Promise.all([store.close(), sessions.close?.(), limiter.close?.()]);
    admin.disconnect();
    redis.process.kill('SIGKILL');
  });

  it(
    'keeps revoked sessions revoked and limits counting after pages far past its memory',
    { timeout: 60_000 },
    async () => {
      await sessions.revoke(['logged-out-session']);
      const rule = { limit: 5, windowMs: 15 * 60_000 };
      for (let i = 0; i < 3; i += 1) await limiter.hit('login:acct:someone@example.org', rule);

      // 200 searches of 0.5 MB each: four times what this Redis can hold.
      for (let n = 0; n < 200; n += 1) await store.set(...searchCopy(n, 512 * 1024));

      expect(await sessions.isRevoked('logged-out-session')).toBe(true);
      const fourth = await limiter.hit('login:acct:someone@example.org', rule);
      expect(fourth.remaining).toBe(1);
      const stats = await admin.info('stats');
      expect(/evicted_keys:(\d+)/.exec(stats)?.[1]).toBe('0');
      // The pages stayed within their budget, and the newest search is there to be served.
      const memory = await admin.info('memory');
      expect(Number(/used_memory:(\d+)/.exec(memory)?.[1])).toBeLessThan(PAGE_BUDGET * 2);
      expect(await store.get(searchCopy(199, 0)[0])).not.toBeNull();
    },
  );

  it('keeps at most its bound of copies with a query per page, the least recently read going first', async () => {
    for (let n = 1000; n < 1005; n += 1) await store.set(...searchCopy(n, 1_000));
    expect(await store.get(searchCopy(1000, 0)[0])).not.toBeNull();
    await store.set(...searchCopy(1005, 1_000));
    // 1001 was the least recently read of the five: the sixth copy took its place.
    expect(await store.get(searchCopy(1001, 0)[0])).toBeNull();
    for (const n of [1000, 1002, 1003, 1004, 1005])
      expect(await store.get(searchCopy(n, 0)[0]), String(n)).not.toBeNull();
  });

  it('is named at start when it may evict, and not when it never does', async () => {
    const warning = await redisEvictionWarning(redis.url);
    if (policy === 'noeviction') expect(warning).toBeNull();
    else expect(warning).toContain(`maxmemory-policy ${policy}`);
  });
});
