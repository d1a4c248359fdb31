/** The accounts module's only door to the database (docs/style.md §6). */
import 'server-only';
import { and, eq, gt, inArray, isNull, min, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  managers,
  oneTimeCodes,
  organizations,
  refreshTokens,
  stores,
  users,
} from '../../db/schema';

export type OneTimeKind = 'password_recovery' | 'staff_invite' | 'email_change';

export function createAuthRepository(db: Db) {
  return {
    async userByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async userById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async innExists(inn: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: organizations.userId })
        .from(organizations)
        .where(eq(organizations.inn, inn))
        .limit(1);
      return row !== undefined;
    },

    /** A published warehouse by its xml id ('msk') or its id. */
    async storeByCode(code: string) {
      const where = /^\d+$/.test(code) ? eq(stores.id, Number(code)) : eq(stores.xmlId, code);
      const [row] = await db
        .select()
        .from(stores)
        .where(and(where, eq(stores.published, true)))
        .limit(1);
      return row ?? null;
    },

    managersOfStore(storeId: number) {
      return db
        .select({ id: managers.id, name: managers.name })
        .from(managers)
        .where(eq(managers.storeId, storeId))
        .orderBy(managers.id);
    },

    async managerOfStore(managerId: number, storeId: number) {
      const [row] = await db
        .select({ id: managers.id })
        .from(managers)
        .where(and(eq(managers.id, managerId), eq(managers.storeId, storeId)))
        .limit(1);
      return row ?? null;
    },

    /** The user and, for a company, its organisation row: both or neither. */
    createUser(
      user: typeof users.$inferInsert,
      organization: Omit<typeof organizations.$inferInsert, 'userId'> | null,
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(user).returning();
        if (organization)
          await tx.insert(organizations).values({ ...organization, userId: created!.id });
        return created!;
      });
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(row);
    },

    async refreshTokenByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Marks a token used and writes its successor, in one transaction. The conditional update
     * makes two concurrent uses of one token count as a reuse: only one of them wins.
     */
    rotateRefreshToken(usedId: string, next: typeof refreshTokens.$inferInsert, now: Date) {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(refreshTokens.id, usedId),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (used.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    /** When the session began: the first token of its family. */
    async familyStartedAt(familyId: string): Promise<Date | null> {
      const [row] = await db
        .select({ startedAt: min(refreshTokens.createdAt) })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, familyId));
      return row?.startedAt ?? null;
    },

    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of the user; answers the sessions (families) it ended. */
    async revokeAllOfUser(userId: number, now: Date): Promise<string[]> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },

    async insertOneTimeCode(row: typeof oneTimeCodes.$inferInsert) {
      await db.insert(oneTimeCodes).values(row);
    },

    /** Spends a live code of this kind: answers its row once, then never again. */
    async spendOneTimeCode(codeHash: string, kind: OneTimeKind, now: Date) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.codeHash, codeHash),
            eq(oneTimeCodes.kind, kind),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A live code of one of these kinds, unspent; null otherwise. */
    async peekOneTimeCode(codeHash: string, kinds: readonly OneTimeKind[], now: Date) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.codeHash, codeHash),
            inArray(oneTimeCodes.kind, [...kinds]),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A new password ends every session of the account; answers the sessions it ended. */
    setPassword(userId: number, passwordHash: string, now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        const rows = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
          .returning({ familyId: refreshTokens.familyId });
        return [...new Set(rows.map((row) => row.familyId))];
      });
    },

    /**
     * A new e-mail ends every session of the account but `keep` (the one that confirmed it, when
     * it is the account's own), in one transaction; answers the sessions it ended.
     */
    setEmail(userId: number, email: string, now: Date, keep?: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
        const rows = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.revokedAt),
              keep ? ne(refreshTokens.familyId, keep) : undefined,
            ),
          )
          .returning({ familyId: refreshTokens.familyId });
        return [...new Set(rows.map((row) => row.familyId))];
      });
    },

    /** Unused codes of a kind for a user are void once a new one is sent. */
    async voidOpenCodes(userId: number, kind: OneTimeKind, now: Date) {
      await db
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.kind, kind),
            isNull(oneTimeCodes.usedAt),
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
