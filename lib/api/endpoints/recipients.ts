import type { RecipientInput } from '../contract/recipients';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/recipients');

export const recipientsEndpoints = (client: ApiClient) => ({
  list: () =>
    client.request({
      path: '/personalAccount/listOfGoodsRecipients/',
      schema: lazySchema(contract, 'recipientListSchema'),
    }),
  add: (form: RecipientInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccount/addRecipient/',
      form: { ...form },
      schema: lazySchema(contract, 'recipientSchema'),
    }),
  change: (id: number, form: RecipientInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccount/changeRecipientData/',
      form: { ...form, id },
      schema: lazySchema(contract, 'recipientSchema'),
    }),
  remove: (id: number) =>
    client.request({
      method: 'POST',
      path: '/personalAccount/deleteRecipient/',
      form: { id },
      schema: lazySchema(contract, 'recipientIdSchema'),
    }),
});
