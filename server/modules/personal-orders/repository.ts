/**
 * The buyer's orders (written by the cart lane's createOrder). Every statement is scoped by the
 * owner. Cancelling and repeating run in one transaction each: stock and cart never see half.
 */
import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  orderEvents,
  orderItems,
  orders,
  packingLimits,
  products,
  stock,
  stores,
  users,
} from '../../db/schema';
import type { OrderStatus } from '../../../lib/api/contract/orders';
import { quantityRule } from '../../../lib/catalog/units';
import { wholeSteps } from '../../../lib/catalog/packing';
import type { RestockEvent } from '../restock/repository';
import { runOnce } from '../idempotency/service';
import { moveOrderStatus } from '../order/status';

export interface RepeatLine {
  productId: number;
  title: string;
  ordered: number;
  /** Kilograms now in the cart for this product after the repeat. */
  inCart: number;
  /** Kilograms this repeat put in the cart. */
  added: number;
}

export function createPersonalOrdersRepository(db: Db) {
  return {
    async page(userId: number, options: { status?: OrderStatus; limit: number; offset: number }) {
      const where = options.status
        ? and(eq(orders.userId, userId), eq(orders.status, options.status))
        : eq(orders.userId, userId);
      const rows = await db
        .select({ order: orders, storeName: stores.title })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(options.limit)
        .offset(options.offset);
      const ids = rows.map((r) => r.order.id);
      // order_items keeps no unit (issue #35): a line's unit is its product's, read by the join.
      const items = ids.length
        ? await db
            .select({
              orderId: orderItems.orderId,
              productId: orderItems.productId,
              title: orderItems.title,
              quantity: orderItems.quantity,
              unit: products.unit,
              price: orderItems.price,
              sum: orderItems.sum,
            })
            .from(orderItems)
            .innerJoin(products, eq(products.id, orderItems.productId))
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.orderId), asc(orderItems.title))
        : [];
      const counts = await db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(eq(orders.userId, userId))
        .groupBy(orders.status);
      // Each order's status changes, oldest first (issue #20): the buyer sees every one.
      const events = ids.length
        ? await db
            .select({
              orderId: orderEvents.orderId,
              actorKind: orderEvents.actorKind,
              toStatus: orderEvents.toStatus,
              reason: orderEvents.reason,
              createdAt: orderEvents.createdAt,
            })
            .from(orderEvents)
            .where(inArray(orderEvents.orderId, ids))
            .orderBy(asc(orderEvents.orderId), asc(orderEvents.id))
        : [];
      return { rows, items, counts, events };
    },

    /**
     * Cancels the owner's order and puts its kilograms back on the shelf of the warehouse they
     * were reserved at. Answers null when the order is not the buyer's, or the status it had
     * when it could not be cancelled.
     */
    cancel(
      userId: number,
      orderId: number,
      cancellable: readonly OrderStatus[],
    ): Promise<{
      cancelled: boolean;
      status: OrderStatus;
      productIds: number[];
      restocked: RestockEvent[];
    } | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, status: orders.status, storeId: orders.storeId })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
          .for('update');
        if (!order) return null;
        if (!cancellable.includes(order.status))
          return { cancelled: false, status: order.status, productIds: [], restocked: [] };
        // The same path as a staff cancel (issue #20): status, event, stock back, restock notices.
        const moved = await moveOrderStatus(tx as unknown as Db, order, order.status, 'cancelled', {
          actorId: userId,
          actorKind: 'buyer',
        });
        return {
          cancelled: moved.moved,
          status: 'cancelled' as const,
          productIds: moved.productIds,
          restocked: moved.restocked,
        };
      });
    },

    /**
     * Puts the order's lines back in the cart: each line up to what the buyer's warehouse has
     * now, in whole packing steps, on top of what the cart already holds. Answers null when the
     * order is not the buyer's. With the client's `key` (issue #34) it runs once per key: the
     * same key again (a double click, a retry) answers the first answer and adds nothing.
     */
    async repeat(userId: number, orderId: number, key?: string): Promise<RepeatLine[] | null> {
      const once = key
        ? { userId, scope: 'repeat_order' as const, key, fingerprint: String(orderId) }
        : null;
      const { answer } = await runOnce(db, once, async (tx) => ({
        lines: await repeatLines(tx, userId, orderId),
      }));
      return answer.lines;
    },
  };
}

/** `repeat` inside its transaction. */
async function repeatLines(tx: Db, userId: number, orderId: number): Promise<RepeatLine[] | null> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  const [user] = await tx
    .select({ storeId: users.storeId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const lines = await tx
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      active: products.active,
      packing: products.packing,
      unit: products.unit,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.title));
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.productId);
  const [amounts, steps, inCart] = [
    await tx
      .select({ productId: stock.productId, amount: stock.amount })
      .from(stock)
      .where(and(eq(stock.storeId, user.storeId), inArray(stock.productId, ids))),
    await tx.select().from(packingLimits),
    await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids))),
  ];
  const available = new Map(amounts.map((a) => [a.productId, a.amount]));
  const stepOf = new Map(steps.map((s) => [s.packing, s.stepKg]));
  const current = new Map(inCart.map((c) => [c.productId, c.quantity]));
  const result: RepeatLine[] = [];
  for (const line of lines) {
    // The packing's step for kg; 1 m or 1 piece for goods in metres or pieces (issue #35).
    const rule = quantityRule(line.unit, stepOf.get(line.packing) ?? stepOf.get('default') ?? 1);
    const had = current.get(line.productId) ?? 0;
    const limit = line.active ? (available.get(line.productId) ?? 0) : 0;
    const wanted = Math.min(had + line.quantity, limit);
    // Whole steps only (any length of metres, whole pieces), at least one step; a cart line
    // that already exceeds the shelf is left as it is.
    const whole = wholeSteps(wanted, rule.grain);
    const target = Math.max(had, whole >= rule.step ? whole : 0);
    const added = Math.round((target - had) * 1000) / 1000;
    if (added > 0) {
      await tx
        .insert(cartItems)
        .values({ userId, productId: line.productId, quantity: target })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: target, updatedAt: new Date() },
        });
    }
    result.push({
      productId: line.productId,
      title: line.title,
      ordered: line.quantity,
      inCart: target,
      added,
    });
  }
  return result;
}

export type PersonalOrdersRepository = ReturnType<typeof createPersonalOrdersRepository>;
