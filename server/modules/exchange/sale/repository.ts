/**
 * The orders exchange's door to the database (issue #35): which orders a query sends, what
 * they hold, and one order's status change from a document 1C sent back.
 */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orders, organizations, products, stores, users } from '../../../db/schema';
import { moveOrderStatus, type OrderChange } from '../../order/status';
import { lookBackMs, type SaleCursor } from './cursor';
import type { StatusPlan } from './status-map';
import type { ExchangeActor, SaleOrder } from './types';

/** updated_at to the microsecond, as the cursor keeps it (a Date keeps milliseconds). */
const updatedAtText = sql<string>`to_char(${orders.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function createSaleRepository(db: Db) {
  return {
    /**
     * The next orders to send, oldest change first: changed after the cursor's mark (looking
     * back `lookBackMs` for late commits), not with the very change the cursor holds, and not
     * when the order's last change was 1C's own (its last event is the exchange's and nothing
     * touched the order after it).
     */
    changed(cursor: SaleCursor, actor: ExchangeActor, limit: number) {
      return db
        .select({ id: orders.id, updatedAt: updatedAtText })
        .from(orders)
        .where(
          and(
            cursor.mark === null
              ? undefined
              : sql`${orders.updatedAt} > ${cursor.mark}::timestamptz - make_interval(secs => ${lookBackMs / 1000})`,
            sql`not exists (
              select 1 from jsonb_each_text(${JSON.stringify(cursor.sent)}::jsonb) as sent
              where sent.key::integer = ${orders.id} and sent.value::timestamptz = ${orders.updatedAt})`,
            sql`not exists (
              select 1 from (
                select e.actor_kind, e.actor_id, e.created_at from order_events e
                where e.order_id = ${orders.id} order by e.id desc limit 1
              ) as last
              where last.actor_kind = ${actor.kind}
                and last.actor_id is not distinct from ${actor.id}::integer
                and last.created_at >= ${orders.updatedAt})`,
          ),
        )
        .orderBy(asc(orders.updatedAt), asc(orders.id))
        .limit(limit);
    },

    /** The orders with everything the XML says of them, in the order of `ids`. */
    async orders(ids: number[]): Promise<SaleOrder[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({
          id: orders.id,
          status: orders.status,
          createdAt: orders.createdAt,
          updatedAt: orders.updatedAt,
          totalPrice: orders.totalPrice,
          delivery: orders.delivery,
          payment: orders.payment,
          comment: orders.comment,
          recipient: orders.recipient,
          storeXmlId: stores.xmlId,
          storeTitle: stores.title,
          userId: users.id,
          email: users.email,
          fio: users.fio,
          phone: users.phone,
          userType: users.userType,
          companyName: organizations.companyName,
          inn: organizations.inn,
          companyAddress: organizations.companyAddress,
        })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(organizations, eq(organizations.userId, users.id))
        .where(inArray(orders.id, ids));
      const lines = await db
        .select({
          orderId: orderItems.orderId,
          // 1C's own Ид for what came from 1C; the shop's stable code for what was made here.
          productXmlId: sql<string>`coalesce(${products.xmlId}, ${products.code})`,
          article: products.article,
          unit: products.unit,
          title: orderItems.title,
          quantity: orderItems.quantity,
          price: orderItems.price,
          sum: orderItems.sum,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.orderId), asc(orderItems.title));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            id: row.id,
            status: row.status,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
            totalPrice: row.totalPrice,
            deliveryPrice: 0,
            delivery: row.delivery,
            payment: row.payment,
            comment: row.comment,
            recipient: row.recipient,
            store: { xmlId: row.storeXmlId, title: row.storeTitle },
            buyer: {
              id: row.userId,
              email: row.email,
              fio: row.fio,
              phone: row.phone,
              company:
                row.userType === 'legal_entity' && row.companyName !== null
                  ? { name: row.companyName, inn: row.inn ?? '', address: row.companyAddress ?? '' }
                  : null,
            },
            lines: lines
              .filter((line) => line.orderId === id)
              .map(({ orderId: _, ...line }) => line),
          },
        ];
      });
    },

    async exists(id: number) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, id))
        .limit(1);
      return row !== undefined;
    },

    /**
     * One order's change in its own transaction: the row locked, the plan made from its status
     * then, and the shared status path run (the event, the stock back on a cancel).
     */
    change(
      id: number,
      plan: (current: (typeof orders.$inferSelect)['status']) => StatusPlan | null,
      change: OrderChange,
    ) {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [order] = await tx
          .select({ id: orders.id, status: orders.status, storeId: orders.storeId })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update');
        if (!order) return null;
        const wanted = plan(order.status);
        if (!wanted) return null;
        const moved = await moveOrderStatus(tx, order, order.status, wanted.to, {
          ...change,
          reason: wanted.reason,
        });
        if (!moved.moved) return null;
        return { from: order.status, ...wanted, ...moved };
      });
    },

    /** Whom to mail about an order, and what it came to. */
    async buyerOf(id: number) {
      const [row] = await db
        .select({
          email: users.email,
          fio: users.fio,
          totalPrice: orders.totalPrice,
          totalKg: orders.totalKg,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SaleRepository = ReturnType<typeof createSaleRepository>;
