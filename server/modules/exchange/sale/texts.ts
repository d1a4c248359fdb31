/**
 * What people read from the orders exchange (issue #35): the history's cancel reason and the
 * buyer's mail when 1C changes an order.
 */
import 'server-only';
import type { OrderStatus } from '../../../../lib/api/contract/orders';

export const saleTexts = {
  /** order_events.reason of a cancel 1C sent. */
  cancelledIn1c: 'Отменён в 1С',
  /** The first line of the buyer's mail, by the new status. */
  mailLead: {
    confirmed: 'Ваш заказ подтверждён.',
    assembling: 'Ваш заказ комплектуется на складе.',
    shipped: 'Ваш заказ отгружен.',
    delivered: 'Ваш заказ доставлен. Спасибо за покупку!',
    cancelled: 'Ваш заказ отменён.',
  } as Partial<Record<OrderStatus, string>>,
} as const;
