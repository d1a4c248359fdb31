/**
 * The buyer's mail about a change of an order's status, whoever made it (the managers'
 * workspace, 1C's exchange): one text, with the lead line the changer chooses.
 */
import 'server-only';
import { orderStatusNames, type OrderStatus } from '../../../lib/api/contract/orders';
import { formatMoney, formatNumber } from '../../../lib/format/money';
import { routes } from '../../../lib/routes';

export interface StatusMailOrder {
  id: number;
  email: string;
  fio: string;
  totalPrice: number;
  /** Kilograms of the lines in kg (orders.total_kg). */
  totalKg: number;
}

export function orderStatusMail(
  order: StatusMailOrder,
  to: OrderStatus,
  reason: string | null,
  { lead, siteUrl }: { lead: Partial<Record<OrderStatus, string>>; siteUrl: string },
): { to: string; subject: string; text: string } {
  const label = orderStatusNames[to];
  const historyUrl = new URL(routes.userHistory(), siteUrl).toString();
  return {
    to: order.email,
    subject: `Заказ № ${order.id}: ${label}`,
    text: [
      `Здравствуйте, ${order.fio}!`,
      '',
      lead[to] ?? `Статус вашего заказа № ${order.id} изменился.`,
      `Заказ № ${order.id}, новый статус: «${label}».`,
      ...(reason ? [`Причина отмены: ${reason}`] : []),
      // The weight is of the lines in kg; an order of goods in metres or pieces only has none
      // (issue #35), and says its sum alone.
      order.totalKg > 0
        ? `Сумма заказа: ${formatMoney(order.totalPrice)}, ${formatNumber(order.totalKg, 3)} кг.`
        : `Сумма заказа: ${formatMoney(order.totalPrice)}.`,
      '',
      `Все изменения заказа — в истории заказов: ${historyUrl}`,
    ].join('\n'),
  };
}
