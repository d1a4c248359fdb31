import type { OrderStatus } from '../contract/orders';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/orders');

export interface OrdersFilter {
  page?: number;
  perPage?: number;
  status?: OrderStatus;
}

export const ordersEndpoints = (client: ApiClient) => ({
  list: (filter: OrdersFilter = {}) =>
    client.request({
      path: '/personalAccountOrders/getListOrders/',
      query: { PAGEN_1: filter.page, perPage: filter.perPage, status: filter.status },
      schema: lazySchema(contract, 'ordersListSchema'),
    }),
  // A POST (issue #33): a GET that changes an order could be sent by any page the buyer opens.
  cancel: (id: number) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrders/orderCancellation/',
      form: { id },
      schema: lazySchema(contract, 'orderCancellationSchema'),
    }),
  /** `idempotencyKey`: one per click; the client's retry sends it again (issue #34). */
  repeat: (id: number, idempotencyKey?: string) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrders/repeatOrder/',
      form: { id, idempotency_key: idempotencyKey },
      schema: lazySchema(contract, 'repeatOrderResultSchema'),
    }),
});
