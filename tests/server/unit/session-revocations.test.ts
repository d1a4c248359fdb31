/**
 * The deny list of ended sessions (issue #18 item 3): in process, and in Redis where several
 * processes share it (REDIS_URL), each entry kept for an access token's lifetime.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemorySessionRevocations,
  createRedisSessionRevocations,
  REVOCATION_TTL_MS,
  type SessionRevocations,
} from '@/server/platform/session-revocations';
import { ACCESS_TOKEN_TTL_S } from '@/server/modules/auth/tokens';
import { redisReachable, testRedisUrl } from '../../support/redis';

const kinds: [string, () => SessionRevocations][] = [
  ['memory', () => createMemorySessionRevocations()],
];
if (await redisReachable())
  kinds.push([
    'redis',
    () => createRedisSessionRevocations(testRedisUrl, 'selvedge:test:revoked:', 2_000),
  ]);

describe.each(kinds)('%s session revocations', (_name, make) => {
  const sessions = make();
  afterAll(() => sessions.close?.());

  it('denies the sessions it was given, and only those', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await sessions.revoke([a, b]);
    expect(await sessions.isRevoked(a)).toBe(true);
    expect(await sessions.isRevoked(b)).toBe(true);
    expect(await sessions.isRevoked(c)).toBe(false);
    await sessions.revoke([]);
  });
});

describe('entries live as long as an access token, and no longer', () => {
  it('outlives every access token of the session', () => {
    expect(REVOCATION_TTL_MS).toBeGreaterThan(ACCESS_TOKEN_TTL_S * 1000);
  });

  it('forgets an entry once every token of its session has expired', async () => {
    let now = 0;
    const sessions = createMemorySessionRevocations({ now: () => now });
    await sessions.revoke(['s1']);
    now = REVOCATION_TTL_MS - 1;
    expect(await sessions.isRevoked('s1')).toBe(true);
    now = REVOCATION_TTL_MS + 1;
    expect(await sessions.isRevoked('s1')).toBe(false);
  });

  it('never forgets a live entry, however many sessions end; expired ones are swept', async () => {
    let now = 0;
    const sessions = createMemorySessionRevocations({ now: () => now, sweepAt: 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      now += 1;
      await sessions.revoke([id]);
    }
    // Past the sweep mark, every session is still denied: a dropped entry would be a token back.
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(await sessions.isRevoked(id), id).toBe(true);
    now = REVOCATION_TTL_MS + 2.5;
    await sessions.revoke(['f']);
    expect(await sessions.isRevoked('a')).toBe(false);
    expect(await sessions.isRevoked('c')).toBe(true);
    expect(await sessions.isRevoked('f')).toBe(true);
  });
});
