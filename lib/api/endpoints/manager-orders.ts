import type { ManagerOrdersQuery, ManagerOrderStatusInput } from '../contract/manager-orders';
import { lazySchema, type ApiClient, type QueryParams } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/manager-orders');

/** Orders in the managers' workspace (issue #20). */
export const managerOrdersEndpoints = (client: ApiClient) => ({
  list: (query: ManagerOrdersQuery) =>
    client.request({
      path: '/manager/orders/',
      query: query as QueryParams,
      schema: lazySchema(contract, 'managerOrdersListSchema'),
    }),
  order: (id: number) =>
    client.request({
      path: `/manager/orders/${id}/`,
      schema: lazySchema(contract, 'managerOrderDetailSchema'),
    }),
  setStatus: (id: number, input: ManagerOrderStatusInput) =>
    client.request({
      method: 'POST',
      path: `/manager/orders/${id}/status/`,
      form: input.reason === undefined ? { status: input.status, from: input.from } : input,
      schema: lazySchema(contract, 'managerOrderDetailSchema'),
    }),
});
