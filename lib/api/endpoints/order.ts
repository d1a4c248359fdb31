import type { CreateOrderForm } from '../contract/order';
import { lazySchema, type ApiClient, type QueryParams } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/order');

export const orderEndpoints = (client: ApiClient) => ({
  storeInfo: () =>
    client.request({
      path: '/order/getStoreInfoForOrder/',
      schema: lazySchema(contract, 'storeInfoSchema'),
    }),
  totalBasket: () =>
    client.request({
      path: '/order/getTotalBasketInOrder/',
      schema: lazySchema(contract, 'totalBasketSchema'),
    }),
  dataForOrder: () =>
    client.request({
      path: '/order/getDataForOrder/',
      schema: lazySchema(contract, 'dataForOrderSchema'),
    }),
  create: (form: CreateOrderForm) =>
    client.request({
      method: 'POST',
      path: '/order/createOrder/',
      form: form as QueryParams,
      schema: lazySchema(contract, 'createOrderSchema'),
    }),
});
