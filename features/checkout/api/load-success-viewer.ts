import 'server-only';
import { cookies } from 'next/headers';
import { api, isApiError } from '@/lib/api';
import type { PlacedOrder } from '@/lib/api/contract/order';
import { SESSION_COOKIE } from '@/lib/cookies';
import { isId } from '@/lib/validation/ids';

export type SuccessViewer =
  | { kind: 'order'; order: NonNullable<PlacedOrder> }
  /** A buyer, but the page names no order of theirs. */
  | { kind: 'buyer' }
  /** No buyer's session: a visitor, or staff (who have no orders). */
  | { kind: 'visitor' };

/** 401 and 403 say there is no buyer behind the request; anything else is a real failure. */
const noBuyer = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * Whether the order `/checkout-success/?orderId=` names is the viewer's own (issue #34): asked
 * through the API with the viewer's cookies, so the page confirms an order only to its buyer.
 * Anyone else's number reads as no order at all.
 */
export async function loadSuccessViewer(rawOrderId: string | undefined): Promise<SuccessViewer> {
  // No session cookie, no buyer: the API need not be asked (its 401 is retried once, 300 ms).
  if (!(await cookies()).has(SESSION_COOKIE)) return { kind: 'visitor' };
  const id = rawOrderId && /^\d{1,10}$/.test(rawOrderId) ? Number(rawOrderId) : null;
  try {
    if (id !== null && isId(id)) {
      const order = await api.order.placedOrder({ id });
      return order ? { kind: 'order', order } : { kind: 'buyer' };
    }
    await api.account.userData();
    return { kind: 'buyer' };
  } catch (error) {
    if (noBuyer(error)) return { kind: 'visitor' };
    throw error;
  }
}
