import { z } from 'zod';
import { recipientListSchema, recipientSchema, type RecipientInput } from '../contract/recipients';
import type { ApiClient } from '../client';

export const recipientsEndpoints = (client: ApiClient) => ({
  list: () =>
    client.request({
      path: '/personalAccount/listOfGoodsRecipients/',
      schema: recipientListSchema,
    }),
  add: (form: RecipientInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccount/addRecipient/',
      form: { ...form },
      schema: recipientSchema,
    }),
  change: (id: number, form: RecipientInput) =>
    client.request({
      method: 'POST',
      path: '/personalAccount/changeRecipientData/',
      form: { ...form, id },
      schema: recipientSchema,
    }),
  remove: (id: number) =>
    client.request({
      method: 'POST',
      path: '/personalAccount/deleteRecipient/',
      form: { id },
      schema: z.object({ id: z.number().int() }),
    }),
});
