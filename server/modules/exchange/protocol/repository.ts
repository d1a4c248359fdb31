/**
 * The exchange's sessions and runs in the database (issue #35): the only state 1C's calls share,
 * so that any process of the shop can answer the next one.
 */
import 'server-only';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  exchangeCursors,
  exchangeRuns,
  exchangeSessions,
  users,
  type ExchangeType,
} from '../../../db/schema';

export type ExchangeSessionRow = typeof exchangeSessions.$inferSelect;

export function createExchangeRepository(db: Db) {
  return {
    db,

    async accountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async insertSession(values: typeof exchangeSessions.$inferInsert) {
      const [row] = await db.insert(exchangeSessions).values(values).returning();
      return row!;
    },

    async liveSessionByToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(exchangeSessions)
        .where(and(eq(exchangeSessions.tokenHash, tokenHash), gt(exchangeSessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },

    /** The newest live session of an account for a type (a call with Basic and no cookie). */
    async latestLiveSession(userId: number, type: ExchangeType, now: Date) {
      const [row] = await db
        .select()
        .from(exchangeSessions)
        .where(
          and(
            eq(exchangeSessions.userId, userId),
            eq(exchangeSessions.type, type),
            gt(exchangeSessions.expiresAt, now),
          ),
        )
        .orderBy(desc(exchangeSessions.id))
        .limit(1);
      return row ?? null;
    },

    /** Deletes sessions past their time and answers their folders, for the caller to remove. */
    async deleteExpiredSessions(now: Date): Promise<string[]> {
      const rows = await db
        .delete(exchangeSessions)
        .where(lte(exchangeSessions.expiresAt, now))
        .returning({ folder: exchangeSessions.folder });
      return rows.map((row) => row.folder);
    },

    /** `mode=init`: a new run, the folder emptied (bytes 0), no query waiting for its success. */
    async startRun(session: ExchangeSessionRow, version: string | null, at: Date) {
      return db.transaction(async (tx) => {
        const [run] = await tx
          .insert(exchangeRuns)
          .values({ type: session.type, userId: session.userId, startedAt: at })
          .returning({ id: exchangeRuns.id });
        await tx
          .update(exchangeSessions)
          .set({ runId: run!.id, version, bytes: 0, saleCursor: null })
          .where(eq(exchangeSessions.id, session.id));
        return run!.id;
      });
    },

    /** The session's run, opened now if 1C skipped `init`. */
    async ensureRun(session: ExchangeSessionRow, at: Date): Promise<number> {
      if (session.runId !== null) return session.runId;
      return db.transaction(async (tx) => {
        const [run] = await tx
          .insert(exchangeRuns)
          .values({ type: session.type, userId: session.userId, startedAt: at })
          .returning({ id: exchangeRuns.id });
        await tx
          .update(exchangeSessions)
          .set({ runId: run!.id })
          .where(eq(exchangeSessions.id, session.id));
        return run!.id;
      });
    },

    /**
     * Counts `bytes` more against the folder's bound; false (and nothing counted) when that would
     * pass `limit`. A negative number gives bytes back.
     */
    async claimBytes(sessionId: number, bytes: number, limit: number): Promise<boolean> {
      const rows = await db
        .update(exchangeSessions)
        .set({ bytes: sql`greatest(0, ${exchangeSessions.bytes} + ${bytes})` })
        .where(
          and(
            eq(exchangeSessions.id, sessionId),
            sql`${exchangeSessions.bytes} + ${bytes} <= ${limit}`,
          ),
        )
        .returning({ id: exchangeSessions.id });
      return rows.length > 0;
    },

    async setSaleCursor(sessionId: number, cursor: string) {
      await db
        .update(exchangeSessions)
        .set({ saleCursor: cursor })
        .where(eq(exchangeSessions.id, sessionId));
    },

    /**
     * Takes the cursor of the session's last query, once: a second `mode=success` (or one racing
     * it) finds none.
     */
    async takeSaleCursor(sessionId: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ cursor: exchangeSessions.saleCursor })
          .from(exchangeSessions)
          .where(and(eq(exchangeSessions.id, sessionId), isNotNull(exchangeSessions.saleCursor)))
          .for('update');
        if (!row?.cursor) return null;
        await tx
          .update(exchangeSessions)
          .set({ saleCursor: null })
          .where(eq(exchangeSessions.id, sessionId));
        return row.cursor;
      });
    },

    /** Puts a taken cursor back after its commit failed, unless a newer query replaced it. */
    async restoreSaleCursor(sessionId: number, cursor: string) {
      await db
        .update(exchangeSessions)
        .set({ saleCursor: cursor })
        .where(and(eq(exchangeSessions.id, sessionId), isNull(exchangeSessions.saleCursor)));
    },

    /** Notes a file 1C sent (its top-level name), once per run. */
    async noteFile(runId: number, name: string) {
      await db
        .update(exchangeRuns)
        .set({ files: sql`${exchangeRuns.files} || ${JSON.stringify([name])}::jsonb` })
        .where(
          and(
            eq(exchangeRuns.id, runId),
            sql`not (${exchangeRuns.files} @> ${JSON.stringify([name])}::jsonb)`,
          ),
        );
    },

    /** Adds to the run's counts, key by key. */
    async addCounts(runId: number, counts: Record<string, number>) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ counts: exchangeRuns.counts })
          .from(exchangeRuns)
          .where(eq(exchangeRuns.id, runId))
          .for('update');
        if (!row) return;
        const next = { ...row.counts };
        for (const [key, value] of Object.entries(counts)) next[key] = (next[key] ?? 0) + value;
        await tx.update(exchangeRuns).set({ counts: next }).where(eq(exchangeRuns.id, runId));
      });
    },

    async noteError(runId: number, message: string) {
      await db
        .update(exchangeRuns)
        .set({ errors: sql`${exchangeRuns.errors} || ${JSON.stringify([message])}::jsonb` })
        .where(eq(exchangeRuns.id, runId));
    },

    /** Closes the run with its duration (from its start to now). */
    async finishRun(runId: number, at: Date) {
      await db
        .update(exchangeRuns)
        .set({
          finishedAt: at,
          durationMs: sql`greatest(0, round(extract(epoch from (${at.toISOString()}::timestamptz - ${exchangeRuns.startedAt})) * 1000))::int`,
        })
        .where(eq(exchangeRuns.id, runId));
    },
  };
}

export type ExchangeRepository = ReturnType<typeof createExchangeRepository>;

/** Named positions of the exchange (exchange_cursors): the orders' committed export cursor. */
export function createExchangeCursorStore(db: Db) {
  return {
    async get(key: string): Promise<string | null> {
      const [row] = await db
        .select({ value: exchangeCursors.value })
        .from(exchangeCursors)
        .where(eq(exchangeCursors.key, key));
      return row?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insert(exchangeCursors)
        .values({ key, value })
        .onConflictDoUpdate({
          target: exchangeCursors.key,
          set: { value, updatedAt: sql`now()` },
        });
    },
  };
}
