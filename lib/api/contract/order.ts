/**
 * Checkout calls (accounts.md §7 "Orders"; the spec shows no shapes, so they are designed here).
 * createOrder takes the recipient (a saved one by id, or a new one), delivery, payment, comment,
 * optionally the cart lines to order, and the client's idempotency key for this checkout.
 */
import { z } from 'zod';
import { unitShort, type ProductUnit } from '../../catalog/units';
import { idRule } from '../../validation/ids';
import { consentFlag } from '../../validation/rules';
import { validationMessages } from '../../validation/messages';
import { cartLineSchema, cartResultSchema, optionSchema, productIdsSchema } from './basket';

export const orderTexts = {
  required: validationMessages.required,
  fio: validationMessages.fio,
  phone: validationMessages.phone,
  email: validationMessages.email,
  delivery: 'Выберите способ доставки',
  payment: 'Выберите способ оплаты',
  recipient: 'Выберите получателя или добавьте нового',
  recipientNotFound: 'Получатель не найден',
  recipientNoAddress: 'У получателя нет адреса доставки: добавьте адрес или выберите самовывоз',
  commentTooLong: 'Не больше 1000 символов',
  idempotencyKey: 'Обновите страницу оформления заказа',
  orderNotFound: 'Заказ не найден',
  placedOrderAsk: 'Укажите номер заказа или ключ оформления заказа',
  emptyCart: 'В корзине нет товаров для заказа',
  notEnough: (title: string, available: number, unit: ProductUnit = 'kg') =>
    `Товара «${title}» на вашем складе осталось ${available} ${unitShort(unit)} — измените количество в корзине`,
  outOfStock: (title: string) =>
    `Товар «${title}» закончился на вашем складе — удалите его из корзины`,
} as const;

export const deliveryIds = ['pickup', 'city', 'transport'] as const;
export const paymentIds = ['invoice', 'card', 'cash'] as const;

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Не больше ${max} символов` });

const fioPattern = /^[A-Za-zА-Яа-яЁё]{2,}(?:[ -][A-Za-zА-Яа-яЁё]{2,})*$/;
/**
 * A company recipient is named as companies are: 'ООО «Ивановский текстиль»', 'ИП Петров П. П.'
 * (the field is 'ФИО или название организации'; a company buyer's checkout starts with its name).
 */
const companyPattern = /^(?=.*[A-Za-zА-Яа-яЁё]{2})[A-Za-zА-Яа-яЁё0-9\s«»"'.,&№()+-]{2,200}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** '+7 (900) 123-45-67' and the like: a plus, then 10 to 15 digits once the mask is removed. */
const isPhone = (value: string) =>
  /^\+?[\d\s()-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, ''));

const optionalText = (max: number) =>
  trimmed(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The key one opening of the checkout sends with its submit (and asks about after a reload). */
const idempotencyKeyRule = () =>
  z
    .string({ error: orderTexts.idempotencyKey })
    .max(100, { error: orderTexts.idempotencyKey })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: orderTexts.idempotencyKey });

export const createOrderFormSchema = z
  .object({
    idempotency_key: idempotencyKeyRule(),
    recipient_id: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : v),
      idRule(orderTexts.recipientNotFound).optional(),
    ),
    recipient_kind: z.enum(['person', 'company'], { error: orderTexts.recipient }).optional(),
    recipient_name: optionalText(200),
    recipient_phone: optionalText(40),
    recipient_email: optionalText(200),
    recipient_address: optionalText(500),
    delivery: z.enum(deliveryIds, { error: orderTexts.delivery }),
    payment: z.enum(paymentIds, { error: orderTexts.payment }),
    comment: optionalText(1000),
    product_id: productIdsSchema.optional(),
    /** 152-FZ: the recipient's data is personal data; an order without the consent is refused. */
    consent: consentFlag().describe(
      "Consent to the processing of personal data: 'true', 'on' or '1'; required",
    ),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    // Checked here, not as a failing field, so the recipient's own messages still show with it.
    if (!form.consent) issue('consent', validationMessages.consent);
    if (form.recipient_id !== undefined) return;
    if (!form.recipient_name) issue('recipient_name', orderTexts.required);
    else if (
      !(form.recipient_kind === 'company' ? companyPattern : fioPattern).test(form.recipient_name)
    )
      issue('recipient_name', orderTexts.fio);
    if (!form.recipient_phone) issue('recipient_phone', orderTexts.required);
    else if (!isPhone(form.recipient_phone)) issue('recipient_phone', orderTexts.phone);
    if (form.recipient_email && !emailPattern.test(form.recipient_email))
      issue('recipient_email', orderTexts.email);
    // Pickup needs no address: the goods are collected at the buyer's warehouse (issue #17).
    if (form.delivery !== 'pickup' && !form.recipient_address)
      issue('recipient_address', orderTexts.required);
  });
export type CreateOrderForm = z.input<typeof createOrderFormSchema>;

export const createOrderSchema = z.object({
  orderId: z.number().int(),
  /** True when this key had already placed the order (a retried submit). */
  repeated: z.boolean(),
});
export type CreatedOrder = z.infer<typeof createOrderSchema>;

/**
 * GET /order/placedOrder (the shop's extension, issue #34): one of the buyer's own orders, by the
 * checkout's idempotency key (a checkout reopened after its submit, a reload, shows the order it
 * placed) or by its number (/checkout-success/ confirms only the buyer's own order). Exactly one
 * of the two.
 */
export const placedOrderQuerySchema = z
  .object({
    idempotency_key: idempotencyKeyRule().optional(),
    id: idRule(orderTexts.orderNotFound).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.idempotency_key === undefined) === (query.id === undefined))
      ctx.addIssue({ code: 'custom', path: ['id'], message: orderTexts.placedOrderAsk });
  });
export type PlacedOrderQuery = z.input<typeof placedOrderQuerySchema>;

/** Null when this buyer has no such order: another buyer's key or number reads as none. */
export const placedOrderSchema = z
  .object({
    orderId: z.number().int(),
    /** One of paymentIds; an order paid 'invoice' has its invoice at once (issue #21). */
    payment: z.string(),
  })
  .nullable();
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderManagerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type OrderManager = z.infer<typeof orderManagerSchema>;

export const orderStoreSchema = z.object({
  id: z.number().int(),
  xml: z.string(),
  name: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const storeInfoSchema = z.object({
  store: orderStoreSchema,
  manager: orderManagerSchema.nullable(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const totalBasketSchema = z.object({
  cart: z.array(cartLineSchema).describe('Lines that can be ordered'),
  cart_result: cartResultSchema,
});
export type TotalBasket = z.infer<typeof totalBasketSchema>;

export const recipientSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['person', 'company']),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const dataForOrderSchema = z.object({
  user: z.object({
    fio: z.string(),
    phone: z.string(),
    email: z.string(),
    userType: z.enum(['individual', 'legal_entity']),
    companyName: z.string().nullable(),
  }),
  recipients: z.array(recipientSchema),
  delivery: z.array(optionSchema),
  payment: z.array(optionSchema),
  store: orderStoreSchema,
  manager: orderManagerSchema.nullable(),
});
export type DataForOrder = z.infer<typeof dataForOrderSchema>;
