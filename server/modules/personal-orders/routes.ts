import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  listOrdersQuerySchema,
  orderCancellationFormSchema,
  orderCancellationQuerySchema,
  orderCancellationSchema,
  ordersListSchema,
  ordersMessages,
  repeatOrderInputSchema,
  repeatOrderResultSchema,
} from '../../../lib/api/contract/orders';
import { AppError, messages } from '../../http/app-error';
import { fail, ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly, requireBuyer } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import type { PersonalOrdersService } from './service';

const tags = ['Personal account: orders'];
const needsLogin = { 401: { description: 'Not logged in' } };

const getListOrders = createRoute({
  method: 'get',
  path: '/personalAccountOrders/getListOrders',
  tags,
  ...access.buyer,
  middleware: buyersOnly,
  summary: "A page of the buyer's orders, newest first (PAGEN_1, perPage ≤ 50, status)",
  request: { query: listOrdersQuerySchema },
  responses: { ...jsonResponses(ordersListSchema, 'Orders and paging'), ...needsLogin },
});

/**
 * The spec writes this call as a GET (accounts.md §7), but it changes an order and its stock: a
 * GET can be sent by any page the buyer opens (a link, an image), and SameSite cookies were the
 * only thing in the way (issue #33). It is a POST, with the id in the form as the other order
 * calls take it, or in the query as the spec writes it; a GET changes nothing (405).
 */
const orderCancellation = createRoute({
  method: 'post',
  path: '/personalAccountOrders/orderCancellation',
  tags,
  ...access.buyer,
  middleware: buyersOnly,
  summary:
    "Cancels the buyer's order while it is 'new' or 'confirmed'; its stock goes back (id in the form, or in the query)",
  request: {
    query: orderCancellationQuerySchema,
    body: formBody(orderCancellationFormSchema),
  },
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
  ...access.buyer,
  middleware: buyersOnly,
  summary:
    "Puts the order's lines back in the cart at current stock, in whole packing steps (id); the same idempotency_key again answers the first answer and adds nothing",
  request: { body: formBody(repeatOrderInputSchema) },
  responses: {
    ...jsonResponses(repeatOrderResultSchema, 'What was added and what fell short', {
      notFound: 'No such order of this buyer',
    }),
    ...needsLogin,
  },
});

export function registerPersonalOrdersRoutes(
  app: Router,
  services: { personalOrders: PerRequest<PersonalOrdersService> },
) {
  const service = services.personalOrders;

  app.openapi(getListOrders, async (c) => {
    const { userId } = requireBuyer(c);
    return ok(c, await (await service(c)).list(userId, c.req.valid('query')));
  });
  app.openapi(orderCancellation, async (c) => {
    const { userId } = requireBuyer(c);
    const cancelling = await service(c);
    const id = c.req.valid('form').id ?? c.req.valid('query').id;
    if (id === undefined)
      throw new AppError(400, messages.badRequest, { id: ordersMessages.notFound });
    const result = await cancelling.cancel(userId, id);
    return ok(c, result, ordersMessages.cancelled);
  });
  // The spec's GET of the call: refused before anything is read, so that no link can cancel.
  app.get('/personalAccountOrders/orderCancellation', (c) => {
    c.header('Allow', 'POST');
    return fail(c, 405, messages.methodNotAllowed);
  });
  app.openapi(repeatOrder, async (c) => {
    const { userId } = requireBuyer(c);
    const { id, idempotency_key } = c.req.valid('form');
    const { result, message } = await (await service(c)).repeat(userId, id, idempotency_key);
    return ok(c, result, message);
  });
}
