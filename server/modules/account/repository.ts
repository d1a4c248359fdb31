/** Reads and writes of the buyer's own account: users, their warehouse, manager and messages. */
import 'server-only';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contacts,
  leadEvents,
  leads,
  managerMessages,
  managers,
  organizations,
  refreshTokens,
  stores,
  users,
} from '../../db/schema';

export type UserPatch = Partial<Pick<typeof users.$inferInsert, 'fio' | 'phone' | 'managerId'>> & {
  passwordHash?: string;
};

export function createAccountRepository(db: Db) {
  return {
    /** The user with the warehouse, the manager and the company name, in one query. */
    async profile(userId: number) {
      const [row] = await db
        .select({
          user: users,
          store: stores,
          manager: managers,
          companyName: organizations.companyName,
        })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        .leftJoin(managers, eq(managers.id, users.managerId))
        .leftJoin(organizations, eq(organizations.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The warehouse's first phone from its contact card, if it has one. */
    async storePhone(storeId: number): Promise<string | null> {
      const [row] = await db
        .select({ phones: contacts.phones })
        .from(contacts)
        .where(and(eq(contacts.storeId, storeId), eq(contacts.kind, 'warehouse')))
        .limit(1);
      return row?.phones[0] ?? null;
    },

    managersOfStore: (storeId: number) =>
      db
        .select({ id: managers.id, name: managers.name })
        .from(managers)
        .where(eq(managers.storeId, storeId))
        .orderBy(asc(managers.name), asc(managers.id)),

    async managerOfStore(managerId: number, storeId: number) {
      const [row] = await db
        .select()
        .from(managers)
        .where(and(eq(managers.id, managerId), eq(managers.storeId, storeId)));
      return row ?? null;
    },

    stores: () =>
      db
        .select({ id: stores.id, title: stores.title })
        .from(stores)
        .where(eq(stores.published, true))
        .orderBy(asc(stores.sort), asc(stores.id)),

    /** Revokes every live session of the buyer but `keep` (a refresh-token family). */
    /** Answers the sessions (refresh-token families) it ended. */
    async endOtherSessions(userId: number, keep: string | undefined, now: Date) {
      const rows = await db
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
    },

    async update(userId: number, patch: UserPatch) {
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * "Написать менеджеру": the message, and a request of its own type in the managers' queue
     * (issue #20), in one transaction. It goes to the buyer's personal manager, or else to the
     * first manager of the buyer's warehouse, when that person has a staff account.
     */
    async addManagerMessage(message: {
      userId: number;
      managerId: number | null;
      storeId: number;
      text: string;
      /** The sender as the card shows them: fio, email, phone, company. */
      sender: Record<string, string>;
      notifiedEmail: string;
    }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(managerMessages)
          .values({ userId: message.userId, managerId: message.managerId, message: message.text })
          .returning({ id: managerMessages.id });
        const [card] = message.managerId
          ? await tx
              .select({ userId: managers.userId })
              .from(managers)
              .where(eq(managers.id, message.managerId))
          : await tx
              .select({ userId: managers.userId })
              .from(managers)
              .where(eq(managers.storeId, message.storeId))
              .orderBy(asc(managers.id))
              .limit(1);
        const assigneeId = card?.userId ?? null;
        const [lead] = await tx
          .insert(leads)
          .values({
            kind: 'manager_message',
            payload: { ...message.sender, message: message.text },
            userId: message.userId,
            storeId: message.storeId,
            notifiedEmail: message.notifiedEmail,
            assigneeId,
          })
          .returning({ id: leads.id });
        await tx.insert(leadEvents).values({
          leadId: lead!.id,
          actorId: null,
          kind: 'created',
          toValue: assigneeId === null ? null : String(assigneeId),
        });
        return { id: row!.id, leadId: lead!.id };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
