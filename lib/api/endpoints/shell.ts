import { contactsSchema, footerSchema, headerSchema } from '../contract';
import type { ApiClient } from '../client';

export const shellEndpoints = (client: ApiClient) => ({
  header: () => client.request({ path: '/through_blocks/getHeader', schema: headerSchema }),
  footer: () => client.request({ path: '/through_blocks/getFooter', schema: footerSchema }),
  contacts: () => client.request({ path: '/through_blocks/getContactAll', schema: contactsSchema }),
});
