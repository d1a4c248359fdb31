/**
 * Orders in the managers' workspace (issue #20): who sees which order, the staff's status flow
 * (lib/api/contract/manager-orders.ts), the history, and the buyer's mail after each change.
 * Business rules only; SQL is in repository.ts, the list and card code shared with the requests
 * in ../shared/, the status change itself (with the stock going back on a cancel) in
 * ../../order/status.ts, shared with the buyer's own cancel.
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
} from '../../../../lib/api/contract/manager-orders';
import {
  orderStatuses,
  orderStatusNames,
  type OrderStatus,
} from '../../../../lib/api/contract/orders';
import { routes } from '../../../../lib/routes';
import { AppError } from '../../../http/app-error';
import type { AppDeps } from '../../../http/router';
import type { Logger } from '../../../platform/logger';
import { deliveryTitle, paymentTitle } from '../../basket/service';
import { orderStatusMail } from '../../order/status-mail';
import { sendRestockMail } from '../../restock/notify';
import { card, inScope } from '../shared/card';
import { listAnswer, pageWindow, warehouseFilter } from '../shared/list';
import type { StaffRepository } from '../staff/repository';
import type { StaffMember } from '../staff/service';
import type { ManagerOrdersRepository } from './repository';

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
  staffRepo: Pick<StaffRepository, 'storeByXmlId'>,
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

  const orderOf = async (staff: StaffMember, id: number) =>
    inScope(await repo.order(storeScope(staff), id), managerOrdersMessages.notFound);

  return {
    async list(staff: StaffMember, filter: ManagerOrdersFilter): Promise<ManagerOrdersList> {
      const storeId = await warehouseFilter(
        filter.warehouse,
        staffRepo.storeByXmlId,
        managerOrdersMessages.badWarehouse,
      );
      const { rows, lines, byStatus } = await repo.page(
        storeScope(staff),
        { status: filter.status, storeId },
        pageWindow(filter),
      );
      const items = rows.map((row) => listItem(row, lines.get(row.id) ?? 0));
      return listAnswer(filter, orderStatuses, byStatus, items, staff);
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
      const fields = {
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
      };
      return card(listItem(order, items.length), fields, staffOrderTransitions, events);
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

export type ManagerOrdersService = ReturnType<typeof createManagerOrdersService>;
