import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  createOrderFormSchema,
  createOrderSchema,
  dataForOrderSchema,
  placedOrderQuerySchema,
  placedOrderSchema,
  storeInfoSchema,
  totalBasketSchema,
} from '../../../lib/api/contract/order';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly, signedInOnly } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import { consentRecord } from '../consent/policy';
import type { OrderService } from './service';

const tags = ['Checkout'];

const createOrder = createRoute({
  method: 'post',
  path: '/order/createOrder',
  tags,
  ...access.buyer,
  summary:
    'Places the order in one transaction (stock reserved, prices fixed, cart lines removed); 409 when stock ran out; a repeated idempotency_key answers the same orderId',
  request: { body: formBody(createOrderFormSchema) },
  responses: jsonResponses(createOrderSchema, 'The order number'),
});

const storeInfo = createRoute({
  method: 'get',
  path: '/order/getStoreInfoForOrder',
  tags,
  ...access.buyer,
  summary: "The buyer's warehouse and personal manager",
  responses: jsonResponses(storeInfoSchema, 'Warehouse and manager'),
});

const totalBasket = createRoute({
  method: 'get',
  path: '/order/getTotalBasketInOrder',
  tags,
  ...access.buyer,
  summary: 'The lines that can be ordered (in stock at the warehouse) and their totals',
  responses: jsonResponses(totalBasketSchema, 'Order summary'),
});

const dataForOrder = createRoute({
  method: 'get',
  path: '/order/getDataForOrder',
  tags,
  ...access.buyer,
  summary: 'Buyer, saved recipients, delivery and payment options, warehouse and manager',
  responses: jsonResponses(dataForOrderSchema, 'Checkout data'),
});

const placedOrder = createRoute({
  method: 'get',
  path: '/order/placedOrder',
  tags,
  ...access.buyer,
  summary:
    "The shop's extension (issue #34): the buyer's own order by the checkout's idempotency_key or by its id, else null (another buyer's order too)",
  request: { query: placedOrderQuerySchema },
  responses: jsonResponses(placedOrderSchema, 'The order number and payment, or null'),
});

export function registerOrderRoutes(app: Router, services: { order: PerRequest<OrderService> }) {
  // The invoice is the buyer's and their warehouse's staff's (issue #21): anyone logged in gets
  // past this gate (a visitor still gets 401 before the input is read), the route decides.
  app.use('/order/*', (c, next) =>
    /\/order\/invoice\/?$/.test(c.req.path) ? signedInOnly(c, next) : buyersOnly(c, next),
  );
  const service = services.order;

  app.openapi(createOrder, async (c) =>
    ok(c, await (await service(c)).create(c.req.valid('form'), consentRecord(c.req.raw.headers))),
  );
  app.openapi(placedOrder, async (c) =>
    ok(c, await (await service(c)).placedOrder(c.req.valid('query'))),
  );
  app.openapi(storeInfo, async (c) => ok(c, await (await service(c)).storeInfo()));
  app.openapi(totalBasket, async (c) => ok(c, await (await service(c)).totalBasket()));
  app.openapi(dataForOrder, async (c) => ok(c, await (await service(c)).dataForOrder()));
}
