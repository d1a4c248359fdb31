import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/restock');

/** "Сообщить о поступлении" (issue #21). */
export const restockEndpoints = (client: ApiClient) => ({
  list: () =>
    client.request({ path: '/restock/getList', schema: lazySchema(contract, 'restockListSchema') }),
  subscribe: (productId: number) =>
    client.request({
      method: 'POST',
      path: '/restock/subscribe',
      form: { product_id: productId },
      schema: lazySchema(contract, 'restockChangeSchema'),
    }),
  unsubscribe: (productId: number) =>
    client.request({
      method: 'POST',
      path: '/restock/unsubscribe',
      form: { product_id: productId },
      schema: lazySchema(contract, 'restockChangeSchema'),
    }),
});
