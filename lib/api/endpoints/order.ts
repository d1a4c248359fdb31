import type { CreateOrderForm } from '../contract/order';
import { lazySchema, type ApiClient, type QueryParams } from '../client';

/** Exactly one: the checkout's idempotency key, or the order's number. */
export type PlacedOrderLookup = { idempotency_key: string } | { id: number };

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
  /** The buyer's own order by key or number, else null (the shop's extension, issue #34). */
  placedOrder: (lookup: PlacedOrderLookup, signal?: AbortSignal) =>
    client.request({
      path: '/order/placedOrder/',
      query: lookup,
      signal,
      schema: lazySchema(contract, 'placedOrderSchema'),
    }),
  create: (form: CreateOrderForm) =>
    client.request({
      method: 'POST',
      path: '/order/createOrder/',
      form: form as QueryParams,
      schema: lazySchema(contract, 'createOrderSchema'),
    }),
});
