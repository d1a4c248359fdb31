/** Goods recipients. Every statement is scoped by the owner: another buyer's row is never read. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipients } from '../../db/schema';

export type RecipientValues = Pick<
  typeof recipients.$inferInsert,
  'kind' | 'name' | 'phone' | 'email' | 'address' | 'inn' | 'kpp'
>;

export function createRecipientsRepository(db: Db) {
  return {
    list: (userId: number) =>
      db
        .select()
        .from(recipients)
        .where(eq(recipients.userId, userId))
        .orderBy(asc(recipients.createdAt), asc(recipients.id)),

    count: async (userId: number) =>
      (await db.$count(recipients, eq(recipients.userId, userId))) as number,

    async add(userId: number, values: RecipientValues) {
      const [row] = await db
        .insert(recipients)
        .values({ userId, ...values })
        .returning();
      return row!;
    },

    async change(userId: number, id: number, values: RecipientValues) {
      const [row] = await db
        .update(recipients)
        .set(values)
        .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: number, id: number) {
      const rows = await db
        .delete(recipients)
        .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
        .returning({ id: recipients.id });
      return rows.length > 0;
    },
  };
}

export type RecipientsRepository = ReturnType<typeof createRecipientsRepository>;
