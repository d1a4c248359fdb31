import { storeIdXmlNameSchema, storeXmlAndNameSchema } from '../contract';
import type { ApiClient } from '../client';

export const storesEndpoints = (client: ApiClient) => ({
  xmlAndName: () =>
    client.request({ path: '/catalog/getStoreXmlAndNameData', schema: storeXmlAndNameSchema }),
  forRegistration: () =>
    client.request({ path: '/user/getStoreIdXmlName', schema: storeIdXmlNameSchema }),
});
