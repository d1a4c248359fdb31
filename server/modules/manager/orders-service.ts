/**
 * Orders in the managers' workspace (issue #20): who sees which order, the staff's status flow
 * (lib/api/contract/manager-orders.ts), the history, and the buyer's mail after each change.
 * Business rules only; SQL is in orders-repository.ts, the status change itself (with the stock
 * going back on a cancel) in ../order/status.ts, shared with the buyer's own cancel.
 */
import 'server-only';
import {
  managerOrdersMessages,
  staffOrderTransitions,
  type ManagerOrderDetail,
  type ManagerOrderEvent,
  type ManagerOrderListItem,
  type ManagerOrdersFilter,
  type ManagerOrdersList,
} from '../../../lib/api/contract/manager-orders';
import {
  orderStatuses,
  orderStatusNames,
  type OrderStatus,
} from '../../../lib/api/contract/orders';
import { routes } from '../../../lib/routes';
import { AppError, messages } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import type { AppDeps } from '../../http/router';
import { deliveryTitle, paymentTitle } from '../basket/service';
import { orderStatusMail } from '../order/status-mail';
import { sendRestockMail } from '../restock/notify';
import type { ManagerOrdersRepository } from './orders-repository';
import type { StaffMember } from './service';

type Row = NonNullable<Awaited<ReturnType<ManagerOrdersRepository['order']>>>;
type ListRow = Omit<Row, 'recipient' | 'delivery' | 'payment' | 'comment'>;

const storeScope = (staff: StaffMember) => staff.scope.storeIds;

function listItem(row: ListRow, lines: number): ManagerOrderListItem {
  return {
    id: row.id,
    status: row.status,
    status_name: orderStatusNames[row.status],
    created_at: row.createdAt.toISOString(),
    buyer: {
      id: row.userId,
      name: row.fio,
      email: row.email,
      phone: row.phone,
      company: row.company ?? null,
    },
    warehouse: { xml_id: row.storeXmlId, title: row.storeTitle },
    total_kg: row.totalKg,
    total_price: row.totalPrice,
    lines,
  };
}

function eventText(from: OrderStatus | null, to: OrderStatus): string {
  if (from === null) return 'Заказ оформлен';
  return `Статус: «${orderStatusNames[from]}» → «${orderStatusNames[to]}»`;
}

/** The first line of the buyer's mail about a staff change. */
const staffMailLead: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Менеджер подтвердил ваш заказ.',
  assembling: 'Ваш заказ комплектуется на складе.',
  shipped: 'Ваш заказ отгружен.',
  delivered: 'Ваш заказ доставлен. Спасибо за покупку!',
  cancelled: 'Ваш заказ отменён менеджером.',
};

export function createManagerOrdersService(
  repo: ManagerOrdersRepository,
  deps: Pick<AppDeps, 'mailer' | 'cache' | 'pages' | 'config'>,
  log: Logger,
  now: () => Date = () => new Date(),
) {
  /** The buyer's mail about a staff change, after the commit; a failure is logged, never undone. */
  async function mailBuyer(order: Row, to: OrderStatus, reason: string | null) {
    try {
      await deps.mailer.send(
        orderStatusMail(order, to, reason, { lead: staffMailLead, siteUrl: deps.config.siteUrl }),
      );
    } catch (error) {
      log.error('order status mail failed', { error, orderId: order.id });
    }
  }

  async function orderOf(staff: StaffMember, id: number) {
    const order = await repo.order(storeScope(staff), id);
    // Another warehouse's order is not there for this manager (no hint that it exists).
    if (!order) throw new AppError(404, managerOrdersMessages.notFound);
    return order;
  }

  return {
    async list(staff: StaffMember, filter: ManagerOrdersFilter): Promise<ManagerOrdersList> {
      let storeId: number | undefined;
      if (filter.warehouse) {
        const store = await repo.storeByXmlId(filter.warehouse);
        if (!store) {
          throw new AppError(400, messages.badRequest, {
            warehouse: managerOrdersMessages.badWarehouse,
          });
        }
        storeId = store.id;
      }
      const { rows, lines, byStatus } = await repo.page(
        storeScope(staff),
        { status: filter.status, storeId },
        { limit: filter.perPage, offset: (filter.page - 1) * filter.perPage },
      );
      const counts = Object.fromEntries([
        ['all', 0],
        ...orderStatuses.map((status) => [status, 0]),
      ]) as ManagerOrdersList['counts'];
      for (const { status, n } of byStatus) {
        counts[status] = Number(n);
        counts.all += Number(n);
      }
      const total = filter.status ? counts[filter.status] : counts.all;
      return {
        items: rows.map((row) => listItem(row, lines.get(row.id) ?? 0)),
        counts,
        page: filter.page,
        per_page: filter.perPage,
        total,
        pages: Math.max(1, Math.ceil(total / filter.perPage)),
        warehouses: staff.stores.map((store) => ({ xml_id: store.xmlId, title: store.title })),
      };
    },

    async detail(staff: StaffMember, id: number): Promise<ManagerOrderDetail> {
      const order = await orderOf(staff, id);
      const [items, history] = await Promise.all([repo.items(id), repo.history(id)]);
      const events: ManagerOrderEvent[] = history.map((event) => ({
        id: event.id,
        at: event.createdAt.toISOString(),
        from: event.fromStatus,
        to: event.toStatus,
        text: eventText(event.fromStatus, event.toStatus),
        actor: {
          kind: event.actorKind,
          name:
            event.actorKind === 'shop'
              ? 'Сайт'
              : event.actorKind === 'exchange'
                ? 'Обмен с 1С'
                : (event.actorName ?? (event.actorKind === 'buyer' ? 'Покупатель' : 'Сотрудник')),
        },
        reason: event.reason,
      }));
      return {
        ...listItem(order, items.length),
        recipient: order.recipient,
        delivery: order.delivery,
        delivery_name: deliveryTitle(order.delivery),
        payment: order.payment,
        payment_name: paymentTitle(order.payment),
        comment: order.comment,
        items: items.map((item) => ({
          product_id: item.productId,
          title: item.title,
          href:
            item.code !== null && item.section !== null && item.active
              ? routes.product(item.section, item.code)
              : null,
          quantity: item.quantity,
          price: item.price,
          sum: item.sum,
        })),
        next_statuses: [...staffOrderTransitions[order.status]],
        history: events,
      };
    },

    /**
     * One step of the staff's flow. `seen` is the status the caller saw: if the order moved
     * meanwhile (another manager, or the buyer cancelling), 409 and nothing changes.
     */
    async changeStatus(
      staff: StaffMember,
      id: number,
      input: { status: OrderStatus; from: OrderStatus; reason?: string },
    ) {
      const order = await orderOf(staff, id);
      const reason = input.status === 'cancelled' ? (input.reason ?? null) : null;
      const result = await repo.change(
        storeScope(staff),
        id,
        input.from,
        input.status,
        (from) => staffOrderTransitions[from].includes(input.status),
        { actorId: staff.id, actorKind: 'staff', reason, at: now() },
      );
      if (result.kind === 'missing') throw new AppError(404, managerOrdersMessages.notFound);
      if (result.kind === 'changed')
        throw new AppError(409, managerOrdersMessages.changedMeanwhile);
      if (result.kind === 'refused') {
        const message =
          result.status === input.status
            ? managerOrdersMessages.sameStatus
            : managerOrdersMessages.badTransition(
                orderStatusNames[result.status],
                orderStatusNames[input.status],
              );
        throw new AppError(409, message, { status: message });
      }
      if (result.productIds.length > 0) {
        // Stock went back on the shelf: catalogue totals, facets and cached pages must see it.
        deps.cache.clear();
        await deps.pages.stockMoved(result.productIds);
        await sendRestockMail(
          { mailer: deps.mailer, siteUrl: deps.config.siteUrl, log },
          result.restocked,
        );
      }
      await mailBuyer(order, input.status, reason);
    },
  };
}
