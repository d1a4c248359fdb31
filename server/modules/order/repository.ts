/** Checkout reads and the order transaction's statements. Every function takes the db or a tx. */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  contacts,
  managers,
  orderItems,
  orders,
  organizations,
  recipients,
  stock,
  stores,
} from '../../db/schema';

/** Namespace of the per-buyer advisory lock that serialises one buyer's checkouts. */
const CHECKOUT_LOCK = 8_001;

export function createOrderRepository(db: Db) {
  return {
    orderByKey: async (userId: number, key: string) =>
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      )[0] ?? null,

    /** One of the buyer's own orders by its number or its checkout key; null for anyone else's. */
    placedOrder: async (userId: number, by: { id: number } | { key: string }) =>
      (
        await db
          .select({ orderId: orders.id, payment: orders.payment })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              'id' in by ? eq(orders.id, by.id) : eq(orders.idempotencyKey, by.key),
            ),
          )
      )[0] ?? null,

    /** Held until the transaction ends: a double submit waits, then finds the first order. */
    lockBuyer: async (userId: number) => {
      await db.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${userId})`);
    },

    store: async (storeId: number) => {
      const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
      if (!row) return null;
      const [contact] = await db
        .select({ address: contacts.address, phones: contacts.phones })
        .from(contacts)
        .where(eq(contacts.storeId, storeId))
        .orderBy(asc(contacts.sort))
        .limit(1);
      return {
        id: row.id,
        xml: row.xmlId,
        name: row.title,
        city: row.city,
        phone: contact?.phones[0] ?? null,
        address: contact?.address ?? null,
      };
    },

    manager: async (managerId: number | null) =>
      managerId === null
        ? null
        : ((
            await db
              .select({
                name: managers.name,
                phone: managers.phone,
                email: managers.email,
                image: managers.image,
              })
              .from(managers)
              .where(eq(managers.id, managerId))
          )[0] ?? null),

    companyName: async (userId: number) =>
      (
        await db
          .select({ name: organizations.companyName })
          .from(organizations)
          .where(eq(organizations.userId, userId))
      )[0]?.name ?? null,

    recipients: async (userId: number) =>
      db
        .select({
          id: recipients.id,
          kind: recipients.kind,
          name: recipients.name,
          phone: recipients.phone,
          email: recipients.email,
          address: recipients.address,
        })
        .from(recipients)
        .where(eq(recipients.userId, userId))
        .orderBy(asc(recipients.id)),

    recipient: async (userId: number, id: number) =>
      (
        await db
          .select()
          .from(recipients)
          .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
      )[0] ?? null,

    addRecipient: async (values: typeof recipients.$inferInsert) =>
      (await db.insert(recipients).values(values).returning())[0]!,

    /** Stock rows of the lines at the warehouse, locked, in product order (no deadlocks). */
    lockStock: async (storeId: number, productIds: number[]) =>
      db
        .select({ productId: stock.productId, amount: stock.amount })
        .from(stock)
        .where(and(eq(stock.storeId, storeId), inArray(stock.productId, productIds)))
        .orderBy(asc(stock.productId))
        .for('update'),

    takeStock: async (storeId: number, productId: number, kg: number) => {
      await db
        .update(stock)
        .set({ amount: sql`${stock.amount} - ${kg}` })
        .where(and(eq(stock.storeId, storeId), eq(stock.productId, productId)));
    },

    insertOrder: async (values: typeof orders.$inferInsert) =>
      (await db.insert(orders).values(values).returning({ id: orders.id }))[0]!.id,

    insertItems: async (values: (typeof orderItems.$inferInsert)[]) => {
      if (values.length > 0) await db.insert(orderItems).values(values);
    },

    clearLines: async (userId: number, productIds: number[]) => {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
