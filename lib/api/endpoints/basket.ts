import {
  basketChangeSchema,
  basketDeleteSchema,
  basketInformerSchema,
  basketSchema,
  deliveryPaymentSchema,
} from '../contract/basket';
import type { ApiClient } from '../client';

export const basketEndpoints = (client: ApiClient) => ({
  get: () => client.request({ path: '/basket/getBasket', schema: basketSchema }),
  informer: () => client.request({ path: '/basket/basketInformer', schema: basketInformerSchema }),
  add: (productId: number, quantity: number) =>
    client.request({
      method: 'POST',
      path: '/basket/addItemsToBasket',
      form: { product_id: productId, quantity },
      schema: basketChangeSchema,
    }),
  update: (productId: number, quantity: number) =>
    client.request({
      method: 'POST',
      path: '/basket/updateItem',
      form: { product_id: productId, quantity },
      schema: basketChangeSchema,
    }),
  remove: (productIds: readonly number[]) =>
    client.request({
      method: 'POST',
      path: '/basket/deleteItemsFromBasket',
      form: { product_id: productIds },
      schema: basketDeleteSchema,
    }),
  deliveryPayment: () =>
    client.request({ path: '/basket/basketDeliveryPayment', schema: deliveryPaymentSchema }),
});
