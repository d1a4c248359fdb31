/**
 * /manager/orders/* (issue #20): the orders of the caller's warehouses and their status flow.
 * Staff only: 401 without a session, 403 for a buyer; the role and warehouses are checked in the
 * database on every call, and another warehouse's order is a 404.
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  managerOrderDetailSchema,
  managerOrderIdParamsSchema,
  managerOrdersListSchema,
  managerOrdersMessages,
  managerOrdersQuerySchema,
  managerOrderStatusInputSchema,
} from '../../../lib/api/contract/manager-orders';
import { ok } from '../../http/envelope';
import {
  errorContent,
  jsonResponses,
  type AppDeps,
  type AppEnv,
  type Router,
} from '../../http/router';
import { requireStaff, staffOnly } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import { createManagerRepository } from './repository';
import { createManagerService } from './service';
import { staffErrors, tags } from './route-docs';
import { createManagerOrdersRepository } from './orders-repository';
import { createManagerOrdersService } from './orders-service';

const notFound = { notFound: 'No such order in the caller’s warehouses' };

const list = createRoute({
  method: 'get',
  path: '/manager/orders',
  tags,
  middleware: staffOnly,
  summary:
    'Orders of the caller’s warehouses (head: all), newest first, by status and warehouse, ' +
    'with counts per status and pages',
  request: { query: managerOrdersQuerySchema },
  responses: { ...jsonResponses(managerOrdersListSchema, 'A page of orders'), ...staffErrors },
});

const detail = createRoute({
  method: 'get',
  path: '/manager/orders/{id}',
  tags,
  middleware: staffOnly,
  summary: 'An order’s card: buyer, company, recipient, delivery, payment, lines and history',
  request: { params: managerOrderIdParamsSchema },
  responses: {
    ...jsonResponses(managerOrderDetailSchema, 'The order', notFound),
    ...staffErrors,
  },
});

const status = createRoute({
  method: 'post',
  path: '/manager/orders/{id}/status',
  tags,
  middleware: staffOnly,
  summary:
    'One step of new → confirmed → assembling → shipped → delivered, or cancelled with a reason ' +
    'before shipping (the stock goes back in the same transaction); `from` is the status the ' +
    'caller saw. The buyer is mailed after the commit',
  request: { params: managerOrderIdParamsSchema, body: formBody(managerOrderStatusInputSchema) },
  responses: {
    ...jsonResponses(managerOrderDetailSchema, 'The order after the change', notFound),
    ...staffErrors,
    409: errorContent(
      'The status cannot follow the current one, or the order changed since the caller saw it',
    ),
  },
});

export function registerManagerOrderRoutes(app: Router, deps: AppDeps) {
  /** The service and the caller, checked in the database (role, warehouses). */
  const staffCall = async (c: Context<AppEnv>) => {
    const { userId } = requireStaff(c);
    const db = (await deps.database()).db;
    const staff = await createManagerService(createManagerRepository(db)).staff(userId);
    const orders = createManagerOrdersService(createManagerOrdersRepository(db), deps, c.var.log);
    return { orders, staff };
  };

  app.openapi(list, async (c) => {
    const { orders, staff } = await staffCall(c);
    return ok(c, await orders.list(staff, c.req.valid('query')));
  });

  app.openapi(detail, async (c) => {
    const { orders, staff } = await staffCall(c);
    return ok(c, await orders.detail(staff, c.req.valid('param').id));
  });

  app.openapi(status, async (c) => {
    const { orders, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await orders.changeStatus(staff, id, c.req.valid('form'));
    return ok(c, await orders.detail(staff, id), managerOrdersMessages.statusChanged);
  });
}
