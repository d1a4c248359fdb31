import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/stores');

export const storesEndpoints = (client: ApiClient) => ({
  xmlAndName: () =>
    client.request({
      path: '/catalog/getStoreXmlAndNameData',
      schema: lazySchema(contract, 'storeXmlAndNameSchema'),
    }),
  forRegistration: () =>
    client.request({
      path: '/user/getStoreIdXmlName',
      schema: lazySchema(contract, 'storeIdXmlNameSchema'),
    }),
});
