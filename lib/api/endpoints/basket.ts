import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/basket');

export const basketEndpoints = (client: ApiClient) => ({
  get: () =>
    client.request({ path: '/basket/getBasket', schema: lazySchema(contract, 'basketSchema') }),
  informer: () =>
    client.request({
      path: '/basket/basketInformer',
      schema: lazySchema(contract, 'basketInformerSchema'),
    }),
  add: (productId: number, quantity: number) =>
    client.request({
      method: 'POST',
      path: '/basket/addItemsToBasket',
      form: { product_id: productId, quantity },
      schema: lazySchema(contract, 'basketChangeSchema'),
    }),
  update: (productId: number, quantity: number) =>
    client.request({
      method: 'POST',
      path: '/basket/updateItem',
      form: { product_id: productId, quantity },
      schema: lazySchema(contract, 'basketChangeSchema'),
    }),
  remove: (productIds: readonly number[]) =>
    client.request({
      method: 'POST',
      path: '/basket/deleteItemsFromBasket',
      form: { product_id: productIds },
      schema: lazySchema(contract, 'basketDeleteSchema'),
    }),
  deliveryPayment: () =>
    client.request({
      path: '/basket/basketDeliveryPayment',
      schema: lazySchema(contract, 'deliveryPaymentSchema'),
    }),
});
