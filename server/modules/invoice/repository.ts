/** What an invoice prints: the order (its owner's only), its lines, the buyer and the seller. */
import 'server-only';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, organizations, products, siteSettings, users } from '../../db/schema';

export function createInvoiceRepository(db: Db) {
  return {
    /** The order, or null when it is not this buyer's (the caller answers 404 either way). */
    async order(userId: number, orderId: number) {
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          payment: orders.payment,
          totalKg: orders.totalKg,
          totalPrice: orders.totalPrice,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },

    lines: (orderId: number) =>
      db
        .select({
          productId: orderItems.productId,
          title: orderItems.title,
          article: products.article,
          color: products.color,
          quantity: orderItems.quantity,
          price: orderItems.price,
          sum: orderItems.sum,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.title), asc(orderItems.productId)),

    async buyer(userId: number) {
      const [row] = await db
        .select({
          fio: users.fio,
          phone: users.phone,
          email: users.email,
          userType: users.userType,
          companyName: organizations.companyName,
          inn: organizations.inn,
          address: organizations.companyAddress,
          bank: organizations.bank,
          bik: organizations.bik,
          corrAccount: organizations.corrAccount,
          currentAccount: organizations.currentAccount,
        })
        .from(users)
        .leftJoin(organizations, eq(organizations.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The `seller_*` site settings, keys without the prefix. */
    async seller(): Promise<Record<string, string>> {
      const rows = await db.select().from(siteSettings).where(like(siteSettings.key, 'seller\\_%'));
      return Object.fromEntries(rows.map((row) => [row.key.slice('seller_'.length), row.value]));
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
