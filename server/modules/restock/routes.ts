/**
 * "Сообщить о поступлении" (issue #21): subscribe to a product the buyer's warehouse does not
 * hold (or holds less than one packing step of), unsubscribe, list; the rules are in
 * service.ts. The mail itself is sent by the stock writers (server/modules/stock/writer.ts,
 * order cancellation).
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  restockChangeSchema,
  restockFormSchema,
  restockListSchema,
  restockTexts,
} from '../../../lib/api/contract/restock';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import type { RestockService } from './service';

const tags = ['Restock notices'];
const needsLogin = { 401: { description: 'Not logged in' } };

const subscribe = createRoute({
  method: 'post',
  path: '/restock/subscribe',
  tags,
  ...access.buyer,
  summary:
    'Tell me when the product is back at my warehouse: one mail when its stock there reaches one packing step; 409 while it is already there',
  request: { body: formBody(restockFormSchema) },
  responses: {
    ...jsonResponses(restockChangeSchema, 'Subscribed', { notFound: restockTexts.notFound }),
    ...needsLogin,
    409: { description: restockTexts.alreadyInStock },
  },
});

const unsubscribe = createRoute({
  method: 'post',
  path: '/restock/unsubscribe',
  tags,
  ...access.buyer,
  summary: 'Cancels the notice for the product (no error when there was none)',
  request: { body: formBody(restockFormSchema) },
  responses: { ...jsonResponses(restockChangeSchema, 'Unsubscribed'), ...needsLogin },
});

const list = createRoute({
  method: 'get',
  path: '/restock/getList',
  tags,
  ...access.buyer,
  summary: "The buyer's restock notices, newest first",
  responses: { ...jsonResponses(restockListSchema, 'Subscriptions'), ...needsLogin },
});

export function registerRestockRoutes(
  app: Router,
  services: { restock: PerRequest<RestockService> },
) {
  app.use('/restock/*', buyersOnly);
  const service = services.restock;

  app.openapi(subscribe, async (c) => {
    const { product_id } = c.req.valid('form');
    await (await service(c)).subscribe(product_id);
    return ok(c, { product_id, subscribed: true }, restockTexts.subscribed);
  });

  app.openapi(unsubscribe, async (c) => {
    const { product_id } = c.req.valid('form');
    await (await service(c)).unsubscribe(product_id);
    return ok(c, { product_id, subscribed: false }, restockTexts.unsubscribed);
  });

  app.openapi(list, async (c) => ok(c, await (await service(c)).list()));
}
