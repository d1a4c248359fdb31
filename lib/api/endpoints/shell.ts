import type { z } from 'zod';
import { contactsSchema, footerSchema, headerSchema } from '../contract';
import { sectionsForHeaderSchema } from '../contract/catalog';
import type { ApiClient } from '../client';

/** A section of the header's catalogue menu, with its collections. */
export type HeaderCatalogSection = z.infer<
  typeof sectionsForHeaderSchema
>['sectionsFoHeader'][number];

export const shellEndpoints = (client: ApiClient) => ({
  header: () => client.request({ path: '/through_blocks/getHeader', schema: headerSchema }),
  footer: () => client.request({ path: '/through_blocks/getFooter', schema: footerSchema }),
  /** The catalogue mega-menu of the header (calls.txt: getSectionsListForHeader). */
  catalogMenu: () =>
    client.request({
      path: '/catalog/getSectionsListForHeader/',
      schema: sectionsForHeaderSchema,
    }),
  contacts: () => client.request({ path: '/through_blocks/getContactAll', schema: contactsSchema }),
});
