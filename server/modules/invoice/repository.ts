/**
 * What an invoice prints: the order (for its owner, or staff of its warehouse), its lines, the
 * buyer and the seller.
 */
import 'server-only';
import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, organizations, products, siteSettings, users } from '../../db/schema';

/** Who asks for an invoice: the buyer, or staff of some warehouses (null: every one). */
export type InvoiceAccess = { buyerId: number } | { storeIds: number[] | null };

export function createInvoiceRepository(db: Db) {
  return {
    /**
     * The order, or null when the caller may not see it: a buyer sees their own, staff the
     * orders of their warehouses (`storeIds`; null: every warehouse). The caller answers 404.
     */
    async order(access: InvoiceAccess, orderId: number) {
      let whose: SQL | undefined;
      if ('buyerId' in access) whose = eq(orders.userId, access.buyerId);
      else if (access.storeIds !== null) whose = inArray(orders.storeId, access.storeIds);
      const [row] = await db
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          payment: orders.payment,
          totalKg: orders.totalKg,
          totalPrice: orders.totalPrice,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), whose));
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
          // order_items keeps no unit (issue #35): the product's, by the join.
          unit: products.unit,
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
