import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/shell');

export const shellEndpoints = (client: ApiClient) => ({
  header: () =>
    client.request({
      path: '/through_blocks/getHeader',
      schema: lazySchema(contract, 'headerSchema'),
    }),
  footer: () =>
    client.request({
      path: '/through_blocks/getFooter',
      schema: lazySchema(contract, 'footerSchema'),
    }),
  contacts: () =>
    client.request({
      path: '/through_blocks/getContactAll',
      schema: lazySchema(contract, 'contactsSchema'),
    }),
});
