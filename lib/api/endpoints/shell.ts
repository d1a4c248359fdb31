import type { z } from 'zod';
import type { sectionsForHeaderSchema } from '../contract/catalog';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/shell');
const contractCatalog = () => import('../contract/catalog');

/** A section of the header's catalogue menu, with its collections. */
export type HeaderCatalogSection = z.infer<
  typeof sectionsForHeaderSchema
>['sectionsFoHeader'][number];

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
  /** The catalogue mega-menu of the header (calls.txt: getSectionsListForHeader). */
  catalogMenu: () =>
    client.request({
      path: '/catalog/getSectionsListForHeader/',
      schema: lazySchema(contractCatalog, 'sectionsForHeaderSchema'),
    }),
  contacts: () =>
    client.request({
      path: '/through_blocks/getContactAll',
      schema: lazySchema(contract, 'contactsSchema'),
    }),
});
