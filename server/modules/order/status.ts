/**
 * An order's status changes (issue #20), shared by the buyer's own cancel (personal-orders), the
 * staff's workspace (manager/orders-*) and checkout (the first event): each change writes its
 * row in the append-only order_events in the caller's transaction, and a cancellation puts the
 * kilograms back on the shelf of the warehouse they were reserved at — one code path for both.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, stock, type orderEventActors } from '../../db/schema';
import type { OrderStatus } from '../../../lib/api/contract/orders';
import { claimRestocked, type RestockEvent } from '../restock/repository';

export type OrderEventActor = (typeof orderEventActors)[number];

export interface OrderChange {
  actorId: number | null;
  actorKind: OrderEventActor;
  reason?: string | null;
  at?: Date;
}

/** Appends one event to the order's history. */
export async function recordOrderEvent(
  tx: Db,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  change: OrderChange,
) {
  await tx.insert(orderEvents).values({
    orderId,
    actorId: change.actorId,
    actorKind: change.actorKind,
    fromStatus: from,
    toStatus: to,
    reason: change.reason ?? null,
    createdAt: change.at ?? new Date(),
  });
}

/**
 * Moves the order from `from` to `to` inside the caller's transaction and writes the event; the
 * update holds only while the status is still `from` (answers false otherwise). Cancelling
 * returns the order's kilograms to its warehouse and claims the restock notices they satisfy
 * (mailed by the caller after the commit).
 */
export async function moveOrderStatus(
  tx: Db,
  order: { id: number; storeId: number },
  from: OrderStatus,
  to: OrderStatus,
  change: OrderChange,
): Promise<{ moved: boolean; productIds: number[]; restocked: RestockEvent[] }> {
  const at = change.at ?? new Date();
  const updated = await tx
    .update(orders)
    .set({ status: to, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) return { moved: false, productIds: [], restocked: [] };
  await recordOrderEvent(tx, order.id, from, to, { ...change, at });
  if (to !== 'cancelled') return { moved: true, productIds: [], restocked: [] };

  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  for (const line of lines) {
    await tx
      .insert(stock)
      .values({ productId: line.productId, storeId: order.storeId, amount: line.quantity })
      .onConflictDoUpdate({
        target: [stock.productId, stock.storeId],
        set: { amount: sql`${stock.amount} + ${line.quantity}` },
      });
  }
  const productIds = lines.map((line) => line.productId);
  return {
    moved: true,
    productIds,
    // The kilograms are back: subscribers at this warehouse are told (issue #21).
    restocked: await claimRestocked(tx, order.storeId, productIds),
  };
}
