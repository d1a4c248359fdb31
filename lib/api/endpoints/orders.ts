import {
  orderCancellationSchema,
  ordersListSchema,
  repeatOrderResultSchema,
  type OrderStatus,
} from '../contract/orders';
import type { ApiClient } from '../client';

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
      schema: ordersListSchema,
    }),
  cancel: (id: number) =>
    client.request({
      path: '/personalAccountOrders/orderCancellation/',
      query: { id },
      schema: orderCancellationSchema,
    }),
  repeat: (id: number) =>
    client.request({
      method: 'POST',
      path: '/personalAccountOrders/repeatOrder/',
      form: { id },
      schema: repeatOrderResultSchema,
    }),
});
