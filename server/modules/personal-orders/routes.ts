import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  listOrdersQuerySchema,
  orderCancellationSchema,
  orderIdQuerySchema,
  ordersListSchema,
  ordersMessages,
  repeatOrderInputSchema,
  repeatOrderResultSchema,
} from '../../../lib/api/contract/orders';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type Router } from '../../http/router';
import { requireBuyer } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import { buyerOnly } from '../account/login-guard';
import { createPersonalOrdersRepository } from './repository';
import { createPersonalOrdersService } from './service';
import { sendRestockMail } from '../restock/notify';

const tags = ['Personal account: orders'];
const needsLogin = { 401: { description: 'Not logged in' } };

const getListOrders = createRoute({
  method: 'get',
  path: '/personalAccountOrders/getListOrders',
  tags,
  middleware: buyerOnly,
  summary: "A page of the buyer's orders, newest first (PAGEN_1, perPage ≤ 50, status)",
  request: { query: listOrdersQuerySchema },
  responses: { ...jsonResponses(ordersListSchema, 'Orders and paging'), ...needsLogin },
});

const orderCancellation = createRoute({
  method: 'get',
  path: '/personalAccountOrders/orderCancellation',
  tags,
  middleware: buyerOnly,
  summary: "Cancels the buyer's order while it is 'new' or 'confirmed'; its stock goes back",
  request: { query: orderIdQuerySchema },
  responses: {
    ...jsonResponses(orderCancellationSchema, 'Cancelled', {
      notFound: 'No such order of this buyer',
    }),
    ...needsLogin,
    409: { description: ordersMessages.notCancellable },
  },
});

const repeatOrder = createRoute({
  method: 'post',
  path: '/personalAccountOrders/repeatOrder',
  tags,
  middleware: buyerOnly,
  summary: "Puts the order's lines back in the cart at current stock, in whole packing steps (id)",
  request: { body: formBody(repeatOrderInputSchema) },
  responses: {
    ...jsonResponses(repeatOrderResultSchema, 'What was added and what fell short', {
      notFound: 'No such order of this buyer',
    }),
    ...needsLogin,
  },
});

export function registerPersonalOrdersRoutes(app: Router, deps: AppDeps) {
  const service = async () =>
    createPersonalOrdersService(
      createPersonalOrdersRepository((await deps.database()).db),
      deps.cache,
      deps.pages,
    );

  app.openapi(getListOrders, async (c) => {
    const { userId } = requireBuyer(c);
    return ok(c, await (await service()).list(userId, c.req.valid('query')));
  });
  app.openapi(orderCancellation, async (c) => {
    const { userId } = requireBuyer(c);
    const cancelling = createPersonalOrdersService(
      createPersonalOrdersRepository((await deps.database()).db),
      deps.cache,
      deps.pages,
      (events) =>
        sendRestockMail(
          { mailer: deps.mailer, siteUrl: deps.config.siteUrl, log: c.var.log },
          events,
        ),
    );
    const result = await cancelling.cancel(userId, c.req.valid('query').id);
    return ok(c, result, ordersMessages.cancelled);
  });
  app.openapi(repeatOrder, async (c) => {
    const { userId } = requireBuyer(c);
    const { result, message } = await (await service()).repeat(userId, c.req.valid('form').id);
    return ok(c, result, message);
  });
}
