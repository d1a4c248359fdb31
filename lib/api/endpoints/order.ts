import {
  createOrderSchema,
  dataForOrderSchema,
  storeInfoSchema,
  totalBasketSchema,
  type CreateOrderForm,
} from '../contract/order';
import type { ApiClient, QueryParams } from '../client';

export const orderEndpoints = (client: ApiClient) => ({
  storeInfo: () =>
    client.request({ path: '/order/getStoreInfoForOrder/', schema: storeInfoSchema }),
  totalBasket: () =>
    client.request({ path: '/order/getTotalBasketInOrder/', schema: totalBasketSchema }),
  dataForOrder: () =>
    client.request({ path: '/order/getDataForOrder/', schema: dataForOrderSchema }),
  create: (form: CreateOrderForm) =>
    client.request({
      method: 'POST',
      path: '/order/createOrder/',
      form: form as QueryParams,
      schema: createOrderSchema,
    }),
});
