/**
 * Orders in the managers' workspace (issue #20): a manager sees the orders of their warehouses
 * (the head: all; another warehouse's order is a 404) and moves them through their statuses.
 *
 * The issue names the flow new → confirmed → assembled → shipped → done; the shop's statuses
 * (orderStatuses in ./orders, the buyer has seen them since issue #8) are kept, and map as:
 * assembled ↔ 'assembling' («Комплектуется»), done ↔ 'delivered' («Доставлен»).
 * Staff move an order one step forward at a time, or cancel it with a reason while it has not
 * been shipped; shipped and delivered orders cannot be cancelled by anyone.
 */
import { z } from 'zod';
import { idRule } from '../../validation/ids';
import { orderStatuses, type OrderStatus } from './orders';

export const staffOrderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['assembling', 'cancelled'],
  assembling: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const managerOrdersMessages = {
  notFound: 'Заказ не найден',
  badStatus: 'Неизвестный статус заказа',
  badWarehouse: 'Неизвестный склад',
  badPage: 'Некорректный номер страницы',
  fromRequired: 'Укажите статус, который вы видели',
  reasonRequired: 'Укажите причину отмены',
  reasonTooLong: 'Не более 500 символов',
  sameStatus: 'Заказ уже в этом статусе',
  badTransition: (from: string, to: string) => `Из статуса «${from}» нельзя перевести в «${to}»`,
  changedMeanwhile:
    'Заказ только что изменил другой сотрудник или покупатель: обновите страницу и проверьте его статус',
  statusChanged: 'Статус заказа изменён',
} as const;

export const MANAGER_ORDERS_PER_PAGE = 20;
export const MANAGER_ORDERS_MAX_PER_PAGE = 100;
export const CANCEL_REASON_MAX = 500;

const page = (fallback: number, max: number) =>
  z.coerce
    .number({ error: managerOrdersMessages.badPage })
    .int(managerOrdersMessages.badPage)
    .min(1, managerOrdersMessages.badPage)
    .max(max, managerOrdersMessages.badPage)
    .default(fallback);

const status = (message: string) => z.enum(orderStatuses, { error: message });

export const managerOrdersQuerySchema = z.object({
  status: status(managerOrdersMessages.badStatus).optional(),
  warehouse: z
    .string({ error: managerOrdersMessages.badWarehouse })
    .max(32, { error: managerOrdersMessages.badWarehouse })
    .regex(/^[a-z0-9_-]{1,32}$/, { error: managerOrdersMessages.badWarehouse })
    .optional()
    .describe("xml_id of a warehouse ('msk')"),
  page: page(1, 100_000),
  perPage: page(MANAGER_ORDERS_PER_PAGE, MANAGER_ORDERS_MAX_PER_PAGE),
});
export type ManagerOrdersQuery = z.input<typeof managerOrdersQuerySchema>;
export type ManagerOrdersFilter = z.output<typeof managerOrdersQuerySchema>;

export const managerOrderIdParamsSchema = z.object({
  id: idRule(managerOrdersMessages.notFound),
});

const cancelReason = z
  .string({ error: managerOrdersMessages.reasonRequired })
  .trim()
  .min(1, { error: managerOrdersMessages.reasonRequired })
  .max(CANCEL_REASON_MAX, { error: managerOrdersMessages.reasonTooLong });

/** The workspace's cancel form: the reason alone (the call adds the statuses). */
export const cancelOrderFormSchema = z.object({ reason: cancelReason });

export const managerOrderStatusInputSchema = z
  .object({
    status: status(managerOrdersMessages.badStatus),
    /** The status the caller saw: a change made meanwhile by someone else answers 409. */
    from: status(managerOrdersMessages.fromRequired),
    reason: z
      .string({ error: managerOrdersMessages.reasonRequired })
      .trim()
      .max(CANCEL_REASON_MAX, { error: managerOrdersMessages.reasonTooLong })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'cancelled' && !input.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: managerOrdersMessages.reasonRequired,
      });
    }
  });
export type ManagerOrderStatusInput = z.input<typeof managerOrderStatusInputSchema>;

const warehouseSchema = z.object({ xml_id: z.string(), title: z.string() });

export const managerOrderListItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  status_name: z.string(),
  created_at: z.string().describe('ISO 8601'),
  buyer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
  }),
  warehouse: warehouseSchema,
  total_kg: z.number(),
  total_price: z.number(),
  lines: z.number().int(),
});
export type ManagerOrderListItem = z.infer<typeof managerOrderListItemSchema>;

export const managerOrdersCountsSchema = z.object({
  all: z.number().int(),
  new: z.number().int(),
  confirmed: z.number().int(),
  assembling: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
});

export const managerOrdersListSchema = z.object({
  items: z.array(managerOrderListItemSchema),
  /** Per status under the warehouse filter. */
  counts: managerOrdersCountsSchema,
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  warehouses: z.array(warehouseSchema),
});
export type ManagerOrdersList = z.infer<typeof managerOrdersListSchema>;

export const managerOrderEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  /** What happened, in Russian, for people. */
  text: z.string(),
  actor: z
    .object({ kind: z.enum(['buyer', 'staff', 'shop', 'exchange']), name: z.string() })
    .describe('Who: the buyer, a staff member, or the shop (changes older than the history)'),
  reason: z.string().nullable(),
});
export type ManagerOrderEvent = z.infer<typeof managerOrderEventSchema>;

export const managerOrderDetailSchema = managerOrderListItemSchema.extend({
  recipient: z.record(z.string(), z.string().nullable()),
  delivery: z.string(),
  delivery_name: z.string(),
  payment: z.string(),
  payment_name: z.string(),
  comment: z.string().nullable(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      /** The product's page; null when the product is gone from the catalogue. */
      href: z.string().nullable(),
      quantity: z.number(),
      price: z.number(),
      sum: z.number(),
    }),
  ),
  next_statuses: z.array(z.enum(orderStatuses)),
  history: z.array(managerOrderEventSchema),
});
export type ManagerOrderDetail = z.infer<typeof managerOrderDetailSchema>;
