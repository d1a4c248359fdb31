/**
 * Order history (accounts.md §7, designed where "not shown"): a page of the buyer's orders with
 * their lines, cancellation while the goods are only reserved ('new', 'confirmed'), and
 * repeating an order into the cart at what the warehouse has now.
 */
import 'server-only';
import {
  cancellableStatuses,
  orderStatuses,
  orderStatusNames,
  ordersMessages,
  type Order,
  type OrderEvent,
  type OrderStatus,
  type OrdersList,
  type RepeatOrderResult,
} from '../../../lib/api/contract/orders';
import { AppError } from '../../http/app-error';
import { deliveryTitle, paymentTitle } from '../basket/service';
import type { MemoCache } from '../../platform/memo-cache';
import type { PageInvalidator } from '../../platform/page-invalidation';
import type { RestockEvent } from '../restock/repository';
import type { PersonalOrdersRepository } from './repository';

export function createPersonalOrdersService(
  repository: PersonalOrdersRepository,
  cache: MemoCache,
  pages: PageInvalidator,
  /** Restock mails of the kilograms a cancellation puts back (issue #21), after the commit. */
  restocked: (events: RestockEvent[]) => Promise<void> = async () => undefined,
) {
  const notFound = () => new AppError(404, ordersMessages.notFound);

  return {
    async list(
      userId: number,
      query: { PAGEN_1: number; perPage: number; status?: OrderStatus },
    ): Promise<OrdersList> {
      const { rows, items, counts, events } = await repository.page(userId, {
        status: query.status,
        limit: query.perPage,
        offset: (query.PAGEN_1 - 1) * query.perPage,
      });
      const byStatus = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<
        string,
        number
      >;
      for (const c of counts) byStatus[c.status] = Number(c.n);
      const all = Object.values(byStatus).reduce((a, b) => a + b, 0);
      const total = query.status ? byStatus[query.status]! : all;
      const orders: Order[] = rows.map(({ order, storeName }) => {
        const history: OrderEvent[] = events
          .filter((event) => event.orderId === order.id)
          .map((event) => ({
            status: event.toStatus,
            status_name: orderStatusNames[event.toStatus],
            at: event.createdAt.toISOString(),
            by: event.actorKind,
            reason: event.reason,
          }));
        const current = history.findLast((event) => event.status === order.status);
        return {
          id: order.id,
          status: order.status,
          status_name: orderStatusNames[order.status],
          created_at: order.createdAt.toISOString(),
          store_name: storeName,
          delivery: order.delivery,
          delivery_name: deliveryTitle(order.delivery),
          payment: order.payment,
          payment_name: paymentTitle(order.payment),
          recipient: order.recipient,
          comment: order.comment,
          total_kg: order.totalKg,
          total_price: order.totalPrice,
          can_cancel: cancellableStatuses.includes(order.status),
          items: items
            .filter((item) => item.orderId === order.id)
            .map((item) => ({
              product_id: item.productId,
              title: item.title,
              quantity: item.quantity,
              unit: item.unit,
              price: item.price,
              sum: item.sum,
            })),
          status_at: current?.at ?? order.updatedAt.toISOString(),
          cancel_reason: order.status === 'cancelled' ? (current?.reason ?? null) : null,
          history,
        };
      });
      return {
        orders,
        pagination: {
          page: query.PAGEN_1,
          perPage: query.perPage,
          total,
          pages: Math.max(1, Math.ceil(total / query.perPage)),
        },
        counts: { all, ...byStatus },
      };
    },

    async cancel(userId: number, orderId: number) {
      const result = await repository.cancel(userId, orderId, cancellableStatuses);
      if (!result) throw notFound();
      if (!result.cancelled)
        throw new AppError(
          409,
          ordersMessages.notCancellableAt[result.status] ?? ordersMessages.notCancellable,
        );
      // Stock went back on the shelf: catalogue totals, facets and cached pages must see it.
      cache.clear();
      await pages.stockMoved(result.productIds);
      await restocked(result.restocked);
      return { id: orderId, status: result.status, status_name: orderStatusNames[result.status] };
    },

    /** `key`: the client's idempotency key; the same key again answers the same (issue #34). */
    async repeat(
      userId: number,
      orderId: number,
      key?: string,
    ): Promise<{ result: RepeatOrderResult; message: string }> {
      const lines = await repository.repeat(userId, orderId, key);
      if (!lines) throw notFound();
      const added = lines
        .filter((l) => l.added > 0)
        .map((l) => ({ product_id: l.productId, title: l.title, quantity: l.added }));
      const short = lines
        .filter((l) => l.added < l.ordered)
        .map((l) => ({
          product_id: l.productId,
          title: l.title,
          ordered: l.ordered,
          added: l.added,
        }));
      const message =
        added.length === 0
          ? ordersMessages.nothingRepeated
          : short.length > 0
            ? ordersMessages.repeatedPartly
            : ordersMessages.repeated;
      return { result: { added, short }, message };
    },
  };
}

export type PersonalOrdersService = ReturnType<typeof createPersonalOrdersService>;
