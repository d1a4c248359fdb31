/** The kept answers of keyed actions (issue #34). Every function takes the db or a tx. */
import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotentRequests, idempotentScopes } from '../../db/schema';

export type IdempotentScope = (typeof idempotentScopes)[number];

export interface IdempotentRequest {
  userId: number;
  scope: IdempotentScope;
  key: string;
  /** What the action was asked to do, so that one key cannot answer another request. */
  fingerprint: string;
}

const where = (request: IdempotentRequest) =>
  and(
    eq(idempotentRequests.userId, request.userId),
    eq(idempotentRequests.scope, request.scope),
    eq(idempotentRequests.key, request.key),
  );

export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Takes the key for this transaction: true when it was free. While another transaction
     * holds the same key PostgreSQL makes this insert wait for it to end (the primary key), so
     * the loser then finds the winner's answer, or the key free again if the winner failed.
     */
    claim: async (request: IdempotentRequest) =>
      (
        await db
          .insert(idempotentRequests)
          .values({ ...request, answer: null })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key })
      ).length > 0,

    find: async (request: IdempotentRequest) =>
      (
        await db
          .select({
            fingerprint: idempotentRequests.fingerprint,
            answer: idempotentRequests.answer,
          })
          .from(idempotentRequests)
          .where(where(request))
      )[0] ?? null,

    keep: async (request: IdempotentRequest, answer: unknown) => {
      await db.update(idempotentRequests).set({ answer }).where(where(request));
    },

    /** Deletes the answers kept since before `before`, whoever's they are. */
    purge: async (before: Date) => {
      await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, before));
    },
  };
}
