/**
 * What a document 1C sends back does to the order (issue #35). The shop's statuses are
 * new → confirmed → assembling → shipped → delivered, or cancelled; 1C speaks of paid, shipped,
 * cancelled, posted and a status. The map:
 *
 * | 1C says                                                   | the order becomes            |
 * | --------------------------------------------------------- | ---------------------------- |
 * | `ПометкаУдаления` / 'Отменен' true, or status 'cancelled' | cancelled, 'Отменён в 1С' — only before shipping, as staff may |
 * | 'Дата отгрузки по 1С' a date                              | shipped                      |
 * | 'Дата оплаты по 1С' a date (the shop has no paid status)  | confirmed                    |
 * | 'Проведен' true (1C has accepted the order)               | confirmed                    |
 * | 'Статуса заказа ИД' a site code, or 'Статус заказа' a site name ('Доставлен', '[F] …') | that status |
 *
 * Only forward: the furthest of these wins, and a status at or behind the order's changes
 * nothing — so a file applied twice, or 1C echoing the code the query sent, is a no-op. A
 * cancelled order stays cancelled (its kilograms are back on the shelf), and a shipped one is
 * never cancelled. 1C's own statuses ('К отгрузке', 'Закрыт') are not guessed at.
 */
import 'server-only';
import {
  orderStatuses,
  orderStatusNames,
  type OrderStatus,
} from '../../../../lib/api/contract/orders';
import type { CmlDocumentStatus } from '../cml';
import { saleTexts } from './texts';

const progress: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  new: 0,
  confirmed: 1,
  assembling: 2,
  shipped: 3,
  delivered: 4,
};

/** Before shipping, as the staff's workspace allows (staffOrderTransitions). */
const cancellable: readonly OrderStatus[] = ['new', 'confirmed', 'assembling'];

const plain = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е');

/** 'delivered', 'Доставлен', '[delivered] Доставлен' → delivered; anything else null. */
export function siteStatusOf(status: CmlDocumentStatus): OrderStatus | null {
  for (const raw of [status.statusId, status.statusName]) {
    if (!raw) continue;
    const text = plain(raw.replace(/^\[([^\]]*)\]\s*/, (_, code: string) => `${code} `));
    for (const code of orderStatuses) {
      if (text === code || text.startsWith(`${code} `) || text === plain(orderStatusNames[code]))
        return code;
    }
  }
  return null;
}

export interface StatusPlan {
  to: OrderStatus;
  reason: string | null;
}

/** The change 1C's document asks of an order now in `current`; null when there is none. */
export function planStatus(current: OrderStatus, status: CmlDocumentStatus): StatusPlan | null {
  if (current === 'cancelled') return null;
  const site = siteStatusOf(status);
  if (status.cancelled || site === 'cancelled') {
    return cancellable.includes(current)
      ? { to: 'cancelled', reason: saleTexts.cancelledIn1c }
      : null;
  }
  const wanted: Exclude<OrderStatus, 'cancelled'>[] = [];
  if (status.shipped) wanted.push('shipped');
  if (status.paid || status.posted === true) wanted.push('confirmed');
  if (site) wanted.push(site);
  let target: Exclude<OrderStatus, 'cancelled'> | null = null;
  for (const to of wanted) if (target === null || progress[to] > progress[target]) target = to;
  if (target === null || progress[target] <= progress[current]) return null;
  return { to: target, reason: null };
}
