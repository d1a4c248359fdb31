import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/basket');
const quickOrderContract = () => import('../contract/quick-order');

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
  /** Quick order (issue #21): pasted `text` and/or a CSV/XLSX `file`; nothing is written. */
  quickOrderPreview: (input: { text?: string; file?: File | null }) => {
    const body = new FormData();
    if (input.text) body.append('text', input.text);
    if (input.file) body.append('file', input.file, input.file.name);
    return client.request({
      method: 'POST',
      path: '/basket/quickOrder/preview',
      multipart: body,
      schema: lazySchema(quickOrderContract, 'quickOrderPreviewSchema'),
    });
  },
  /**
   * The preview's items ('productId:kg'), added in one transaction: all or none. The same
   * `idempotencyKey` (one per click; the client's retry sends it again) adds once (issue #34).
   */
  quickOrderAdd: (items: readonly string[], idempotencyKey?: string) =>
    client.request({
      method: 'POST',
      path: '/basket/quickOrder/add',
      form: { items: items.join(','), idempotency_key: idempotencyKey },
      schema: lazySchema(quickOrderContract, 'quickOrderAddSchema'),
    }),
  deliveryPayment: () =>
    client.request({
      path: '/basket/basketDeliveryPayment',
      schema: lazySchema(contract, 'deliveryPaymentSchema'),
    }),
});
