/**
 * Order history (accounts.md §7 "/personalAccountOrders/*"). The spec shows neither statuses nor
 * answers; designed here: six statuses with Russian names, a page of orders with their lines,
 * cancellation while the order is not yet being assembled, and repeating an order into the cart.
 */
import { z } from 'zod';
import { optionalIdempotencyKey } from '../../validation/idempotency-key';
import { idRule } from '../../validation/ids';
import { productUnitSchema } from './catalog';

export const orderStatuses = [
  'new',
  'confirmed',
  'assembling',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusNames: Record<OrderStatus, string> = {
  new: 'Новый',
  confirmed: 'Подтверждён',
  assembling: 'Комплектуется',
  shipped: 'Отгружен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
};

/**
 * Until assembling starts the reserved goods can go back to the shelf by the buyer's own hand;
 * once assembling has started only the manager may cancel, and never once shipped (issue #20).
 */
export const cancellableStatuses: readonly OrderStatus[] = ['new', 'confirmed'];

export const ordersMessages = {
  notFound: 'Заказ не найден',
  notCancellable: 'Этот заказ уже нельзя отменить',
  /** Why the buyer's cancel is refused, by the order's status (issue #20). */
  notCancellableAt: {
    assembling: 'Заказ уже комплектуется: отменить его теперь может только ваш менеджер',
    shipped: 'Заказ уже отгружен, отменить его нельзя',
    delivered: 'Заказ уже доставлен, отменить его нельзя',
    cancelled: 'Заказ уже отменён',
  } as Partial<Record<OrderStatus, string>>,
  cancelled: 'Заказ отменён',
  repeated: 'Товары заказа добавлены в корзину',
  repeatedPartly: 'В корзину добавлено не всё: часть товаров закончилась',
  nothingRepeated: 'Ни одного товара заказа сейчас нет в наличии',
  badPage: 'Некорректный номер страницы',
  badStatus: 'Неизвестный статус заказа',
} as const;

export const ORDERS_PER_PAGE = 10;
export const ORDERS_MAX_PER_PAGE = 50;

export const listOrdersQuerySchema = z.object({
  PAGEN_1: z.coerce
    .number({ error: ordersMessages.badPage })
    .int(ordersMessages.badPage)
    .min(1, ordersMessages.badPage)
    .max(100_000, ordersMessages.badPage)
    .default(1),
  perPage: z.coerce
    .number({ error: ordersMessages.badPage })
    .int(ordersMessages.badPage)
    .min(1, ordersMessages.badPage)
    .max(ORDERS_MAX_PER_PAGE, ordersMessages.badPage)
    .default(ORDERS_PER_PAGE),
  status: z.enum(orderStatuses, { error: ordersMessages.badStatus }).optional(),
});
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

const orderId = idRule(ordersMessages.notFound);

/**
 * orderCancellation is a POST (issue #33): the id in the form, or in the query as the spec writes
 * the call (`orderCancellation/?id=`); the route asks for one of the two.
 */
export const orderCancellationFormSchema = z.object({ id: orderId.optional() });
export const orderCancellationQuerySchema = z.object({ id: orderId.optional() });
/** A double click repeats once (issue #34): the same `idempotency_key` answers the first answer. */
export const repeatOrderInputSchema = z.object({
  id: orderId,
  idempotency_key: optionalIdempotencyKey(),
});

export const orderLineSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  /** Kilograms, or the product's metres or pieces (`unit`). */
  quantity: z.number(),
  /**
   * Issue #35: the product's unit. Order lines keep no unit of their own: it is the product's,
   * read with the line (a product's unit is what 1C sells it in and does not change in use).
   */
  unit: productUnitSchema,
  /** Roubles per `unit`. */
  price: z.number(),
  sum: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One change of an order's status as the buyer sees it (issue #20); the first is its placing. */
export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  status_name: z.string(),
  at: z.string().describe('ISO 8601'),
  /** Who made the change: the buyer, the shop's staff, or the shop (older changes). */
  by: z.enum(['buyer', 'staff', 'shop', 'exchange']),
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  status_name: z.string(),
  created_at: z.string(),
  store_name: z.string(),
  delivery: z.string(),
  /** What a person reads: 'Самовывоз со склада', not 'pickup' (issue #17). */
  delivery_name: z.string(),
  payment: z.string(),
  payment_name: z.string(),
  recipient: z.record(z.string(), z.string().nullable()),
  comment: z.string().nullable(),
  /** Kilograms of the lines sold by the kilogram (issue #35: lines in m or pcs are not weight). */
  total_kg: z.number(),
  total_price: z.number(),
  can_cancel: z.boolean(),
  items: z.array(orderLineSchema),
  /** When the order got its current status (ISO 8601). */
  status_at: z.string(),
  /** Why it was cancelled, when it was. */
  cancel_reason: z.string().nullable(),
  /** Every change of its status, oldest first. */
  history: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersListSchema = z.object({
  orders: z.array(orderSchema),
  pagination: z.object({
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
  /** Orders per status over the whole history, for the filter. */
  counts: z.record(z.string(), z.number().int()),
});
export type OrdersList = z.infer<typeof ordersListSchema>;

export const orderCancellationSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  status_name: z.string(),
});

export const repeatOrderResultSchema = z.object({
  added: z.array(
    z.object({ product_id: z.number().int(), title: z.string(), quantity: z.number() }),
  ),
  /** Lines put in the cart in a smaller amount than ordered, or not at all. */
  short: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      ordered: z.number(),
      added: z.number(),
    }),
  ),
});
export type RepeatOrderResult = z.infer<typeof repeatOrderResultSchema>;
