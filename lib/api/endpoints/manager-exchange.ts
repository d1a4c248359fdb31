import type { ExchangeSettingsInput, ExchangeWarehousePublish } from '../contract/manager-exchange';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/manager-exchange');

/** «Обмен с 1С», the head's page (issue #35), and a buyer's price type on an order's card. */
export const managerExchangeEndpoints = (client: ApiClient) => ({
  page: () =>
    client.request({
      path: '/manager/exchange/',
      schema: lazySchema(contract, 'managerExchangeSchema'),
    }),
  publish: (warehouseId: number, input: ExchangeWarehousePublish) =>
    client.request({
      method: 'POST',
      path: `/manager/exchange/warehouses/${warehouseId}/publish/`,
      form: { city: input.city, phone: input.phone ?? '' },
      schema: lazySchema(contract, 'managerExchangeSchema'),
    }),
  unpublish: (warehouseId: number) =>
    client.request({
      method: 'POST',
      path: `/manager/exchange/warehouses/${warehouseId}/unpublish/`,
      schema: lazySchema(contract, 'managerExchangeSchema'),
    }),
  saveSettings: (input: ExchangeSettingsInput) =>
    client.request({
      method: 'POST',
      path: '/manager/exchange/settings/',
      form: input,
      schema: lazySchema(contract, 'managerExchangeSchema'),
    }),
  buyerPriceType: (buyerId: number) =>
    client.request({
      path: `/manager/buyers/${buyerId}/price-type/`,
      schema: lazySchema(contract, 'buyerPriceTypeSchema'),
    }),
  /** null: the default of the buyer's kind. */
  setBuyerPriceType: (buyerId: number, priceTypeId: number | null) =>
    client.request({
      method: 'POST',
      path: `/manager/buyers/${buyerId}/price-type/`,
      form: { price_type_id: priceTypeId === null ? '' : priceTypeId },
      schema: lazySchema(contract, 'buyerPriceTypeSchema'),
    }),
});
