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
  cancel: (id: number) =>
    client.request({
      path: '/personalAccountOrders/orderCancellation/',
      query: { id },
      schema: lazySchema(contract, 'orderCancellationSchema'),
    }),
  repeat: (id: number) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrders/repeatOrder/',
      form: { id },
      schema: lazySchema(contract, 'repeatOrderResultSchema'),
    }),
});
