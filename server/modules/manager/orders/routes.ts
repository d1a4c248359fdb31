/**
 * /manager/orders/* (issue #20): the orders of the caller's warehouses and their status flow.
 * Staff only: 401 without a session, 403 for a buyer; the role and warehouses are checked in the
 * database on every call, and another warehouse's order is a 404.
 */
import 'server-only';
import {
  managerOrderDetailSchema,
  managerOrderIdParamsSchema,
  managerOrdersListSchema,
  managerOrdersMessages,
  managerOrdersQuerySchema,
  managerOrderStatusInputSchema,
} from '../../../../lib/api/contract/manager-orders';
import type { PerRequest, Router } from '../../../http/router';
import { registerListCalls, type StaffCall } from '../shared/routes';
import type { ManagerOrdersService } from './service';

export function registerManagerOrderRoutes(
  app: Router,
  services: { managerOrders: PerRequest<StaffCall<ManagerOrdersService>> },
) {
  registerListCalls(
    app,
    {
      path: '/manager/orders',
      noun: 'order',
      query: managerOrdersQuerySchema,
      page: managerOrdersListSchema,
      pageSummary:
        'Orders of the caller’s warehouses (head: all), newest first, by status and warehouse, ' +
        'with counts per status and pages',
      params: managerOrderIdParamsSchema,
      card: managerOrderDetailSchema,
      cardSummary:
        'An order’s card: buyer, company, recipient, delivery, payment, lines and history',
      statusInput: managerOrderStatusInputSchema,
      statusSummary:
        'One step of new → confirmed → assembling → shipped → delivered, or cancelled with a ' +
        'reason before shipping (the stock goes back in the same transaction); `from` is the ' +
        'status the caller saw. The buyer is mailed after the commit',
      conflict:
        'The status cannot follow the current one, or the order changed since the caller saw it',
      changed: managerOrdersMessages.statusChanged,
    },
    services.managerOrders,
  );
}
