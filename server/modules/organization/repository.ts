/** The buyer's company and payment data (organizations, one row per legal_entity user). */
import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';

export function createOrganizationRepository(db: Db) {
  return {
    async userType(userId: number) {
      const [row] = await db
        .select({ userType: users.userType })
        .from(users)
        .where(eq(users.id, userId));
      return row?.userType ?? null;
    },

    async find(userId: number) {
      const [row] = await db.select().from(organizations).where(eq(organizations.userId, userId));
      return row ?? null;
    },

    async innTaken(inn: string, exceptUserId: number) {
      const [row] = await db
        .select({ userId: organizations.userId })
        .from(organizations)
        .where(and(eq(organizations.inn, inn), ne(organizations.userId, exceptUserId)))
        .limit(1);
      return Boolean(row);
    },

    async currentAccountTaken(account: string, exceptUserId: number) {
      const [row] = await db
        .select({ userId: organizations.userId })
        .from(organizations)
        .where(
          and(eq(organizations.currentAccount, account), ne(organizations.userId, exceptUserId)),
        )
        .limit(1);
      return Boolean(row);
    },

    async upsertCompany(
      userId: number,
      data: { inn: string; companyName: string; companyAddress: string; ogrn: string },
    ) {
      await db
        .insert(organizations)
        .values({ userId, ...data })
        .onConflictDoUpdate({
          target: organizations.userId,
          set: { ...data, updatedAt: new Date() },
        });
    },

    /** False when the buyer has no company row to attach the payment data to. */
    async updatePayment(
      userId: number,
      data: { bank: string; bik: string; corrAccount: string; currentAccount: string },
    ): Promise<boolean> {
      const rows = await db
        .update(organizations)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(organizations.userId, userId))
        .returning({ userId: organizations.userId });
      return rows.length > 0;
    },
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
