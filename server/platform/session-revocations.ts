/**
 * Sessions ended before their access tokens expire (ASVS 5.0 7.4.1, 7.4.3): logout, a password
 * change or recovery, a refresh-token reuse. An access token is self-contained for 15 minutes;
 * its `sid` (the refresh-token family) is looked up here on every authenticated call, so a
 * revoked session stops reading the account at once. Entries live for the access token's
 * lifetime only: after that every token of the session has expired anyway. In process by default,
 * in Redis (REDIS_URL) when several processes must see the same list (docs/design.md §6). A lookup is
 * a Map read or one Redis EXISTS: no database query on the warm path.
 */
import 'server-only';
import { Redis } from 'ioredis';

/**
 * How long an entry is kept: an access token's lifetime (server/modules/auth/tokens.ts,
 * 15 minutes) and a minute for clocks that differ between processes.
 */
export const REVOCATION_TTL_MS = 16 * 60_000;

export interface SessionRevocations {
  /** Denies these sessions' access tokens for as long as an access token lives. */
  revoke(sessionIds: readonly string[]): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  close?(): Promise<void>;
}

/**
 * In process. An entry is never dropped before it expires (issue #33: a forgotten entry brings a
 * logged-out token back): the list is swept of expired entries whenever it passes sweepAt, and
 * is otherwise bounded by how fast sessions can end (each needs a live session, and logins are
 * rate-limited): about 100 bytes an entry for 16 minutes.
 */
export function createMemorySessionRevocations(
  options: { now?: () => number; sweepAt?: number; ttlMs?: number } = {},
): SessionRevocations {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? REVOCATION_TTL_MS;
  const sweepAt = options.sweepAt ?? 100_000;
  const until = new Map<string, number>();
  const sweep = (at: number) => {
    // The Map is in expiry order (re-inserted on every revoke): stop at the first live entry.
    for (const [id, end] of until) {
      if (end > at) break;
      until.delete(id);
    }
  };
  return {
    async revoke(sessionIds) {
      const at = now();
      if (until.size + sessionIds.length > sweepAt) sweep(at);
      for (const id of sessionIds) {
        until.delete(id);
        until.set(id, at + ttlMs);
      }
    },
    async isRevoked(sessionId) {
      const end = until.get(sessionId);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(sessionId);
      return false;
    },
  };
}

export function createRedisSessionRevocations(
  url: string,
  prefix = 'selvedge:revoked-session:',
  ttlMs = REVOCATION_TTL_MS,
): SessionRevocations {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async revoke(sessionIds) {
      if (sessionIds.length === 0) return;
      const batch = redis.multi();
      for (const id of sessionIds) batch.set(prefix + id, '1', 'PX', ttlMs);
      await batch.exec();
    },
    async isRevoked(sessionId) {
      return (await redis.exists(prefix + sessionId)) === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
