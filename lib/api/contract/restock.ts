/**
 * "Сообщить о поступлении" (issue #21): a buyer asks to be told when a product comes back to
 * their warehouse (none there, or less than one packing step). One mail when the stock there
 * reaches a step, and the subscription ends. Listed and cancelled in the account.
 */
import { z } from 'zod';
import { productIdSchema } from './basket';

export const restockTexts = {
  subscribe: 'Сообщить о поступлении',
  subscribed: 'Сообщим на e-mail, когда товар появится на вашем складе',
  unsubscribed: 'Подписка отменена',
  alreadyInStock: 'Товар есть на вашем складе — его можно заказать',
  notFound: 'Товар не найден',
  notSubscribed: 'Подписки на этот товар нет',
} as const;

export const restockFormSchema = z.object({ product_id: productIdSchema });

export const restockSubscriptionSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  color: z.string(),
  article: z.string().nullable(),
  detail_url: z.string(),
  store: z.string(),
  created_at: z.string(),
});
export type RestockSubscription = z.infer<typeof restockSubscriptionSchema>;

export const restockListSchema = z.object({
  subscriptions: z.array(restockSubscriptionSchema),
  /** Product ids, for the buttons of the catalogue. */
  ids: z.array(z.number().int()),
});
export type RestockList = z.infer<typeof restockListSchema>;

export const restockChangeSchema = z.object({
  product_id: z.number().int(),
  subscribed: z.boolean(),
});
