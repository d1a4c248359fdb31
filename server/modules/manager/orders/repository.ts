/**
 * Orders in the managers' workspace (issue #20): the only door to the database for them. Every
 * read takes the caller's warehouses (null: every warehouse), so another warehouse's order is
 * simply not found.
 */
import 'server-only';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  orderEvents,
  orderItems,
  orders,
  organizations,
  products,
  sections,
  stores,
  users,
} from '../../../db/schema';
import type { OrderStatus } from '../../../../lib/api/contract/orders';
import { moveOrderStatus, type OrderChange } from '../../order/status';

/** The warehouses a staff member may see: null for every one. */
export type StoreScope = number[] | null;

function scopeCondition(storeIds: StoreScope): SQL | undefined {
  if (storeIds === null) return undefined;
  return storeIds.length ? inArray(orders.storeId, storeIds) : eq(orders.id, -1);
}

const listColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  totalKg: orders.totalKg,
  totalPrice: orders.totalPrice,
  storeId: orders.storeId,
  storeXmlId: stores.xmlId,
  storeTitle: stores.title,
  userId: users.id,
  fio: users.fio,
  email: users.email,
  phone: users.phone,
  company: organizations.companyName,
};

export function createManagerOrdersRepository(db: Db) {
  return {
    async page(
      storeIds: StoreScope,
      filter: { status?: OrderStatus; storeId?: number },
      paging: { limit: number; offset: number },
    ) {
      const common = and(
        scopeCondition(storeIds),
        filter.storeId !== undefined ? eq(orders.storeId, filter.storeId) : undefined,
      );
      const rows = await db
        .select(listColumns)
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(organizations, eq(organizations.userId, users.id))
        .where(and(common, filter.status ? eq(orders.status, filter.status) : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(paging.limit)
        .offset(paging.offset);
      const ids = rows.map((row) => row.id);
      const lines = ids.length
        ? await db
            .select({ orderId: orderItems.orderId, n: count() })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .groupBy(orderItems.orderId)
        : [];
      const byStatus = await db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(common)
        .groupBy(orders.status);
      return { rows, lines: new Map(lines.map((l) => [l.orderId, Number(l.n)])), byStatus };
    },

    async order(storeIds: StoreScope, id: number) {
      const [row] = await db
        .select({
          ...listColumns,
          recipient: orders.recipient,
          delivery: orders.delivery,
          payment: orders.payment,
          comment: orders.comment,
        })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(organizations, eq(organizations.userId, users.id))
        .where(and(eq(orders.id, id), scopeCondition(storeIds)))
        .limit(1);
      return row ?? null;
    },

    items(orderId: number) {
      return db
        .select({
          productId: orderItems.productId,
          title: orderItems.title,
          quantity: orderItems.quantity,
          price: orderItems.price,
          sum: orderItems.sum,
          code: products.code,
          active: products.active,
          section: sections.slug,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(sections, eq(sections.id, products.sectionId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.title));
    },

    history(orderId: number) {
      return db
        .select({
          id: orderEvents.id,
          actorKind: orderEvents.actorKind,
          actorName: users.fio,
          fromStatus: orderEvents.fromStatus,
          toStatus: orderEvents.toStatus,
          reason: orderEvents.reason,
          createdAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },

    /**
     * Changes the status in one transaction: the order's row is locked, the caller's `seen`
     * status compared with the current one (answers 'changed' when someone came first), the
     * transition checked by `allowed`, and the shared status path run (stock back on cancel).
     */
    change(
      storeIds: StoreScope,
      id: number,
      seen: OrderStatus,
      to: OrderStatus,
      allowed: (from: OrderStatus) => boolean,
      change: OrderChange,
    ) {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [order] = await tx
          .select({ id: orders.id, status: orders.status, storeId: orders.storeId })
          .from(orders)
          .where(and(eq(orders.id, id), scopeCondition(storeIds)))
          .for('update');
        if (!order) return { kind: 'missing' as const };
        if (order.status !== seen) return { kind: 'changed' as const, status: order.status };
        if (!allowed(order.status)) return { kind: 'refused' as const, status: order.status };
        const moved = await moveOrderStatus(tx, order, order.status, to, change);
        if (!moved.moved) return { kind: 'changed' as const, status: order.status };
        return { kind: 'moved' as const, ...moved };
      });
    },
  };
}

export type ManagerOrdersRepository = ReturnType<typeof createManagerOrdersRepository>;
