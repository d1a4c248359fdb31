import type { PopularSearchAction } from '../contract/popular-searches';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/popular-searches');

/** The often searched queries, as staff edit them (issue #34). */
export const popularSearchesEndpoints = (client: ApiClient) => ({
  list: () =>
    client.request({
      path: '/manager/search-queries/',
      schema: lazySchema(contract, 'popularSearchesSchema'),
    }),
  /** A query of the manager's own, pinned after the others. */
  pin: (text: string) =>
    client.request({
      method: 'POST',
      path: '/manager/search-queries/',
      form: { text },
      schema: lazySchema(contract, 'popularSearchesSchema'),
    }),
  act: (id: number, action: PopularSearchAction) =>
    client.request({
      method: 'POST',
      path: `/manager/search-queries/${id}/`,
      form: { action },
      schema: lazySchema(contract, 'popularSearchesSchema'),
    }),
});
