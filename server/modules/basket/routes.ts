import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  basketChangeSchema,
  basketDeleteFormSchema,
  basketDeleteSchema,
  basketInformerSchema,
  basketItemFormSchema,
  basketSchema,
  deliveryPaymentSchema,
} from '../../../lib/api/contract/basket';
import { ok } from '../../http/envelope';
import { formBody } from '../../http/form-body';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly } from '../../http/viewer';
import type { BasketService } from './service';

const tags = ['Cart'];

const add = createRoute({
  method: 'post',
  path: '/basket/addItemsToBasket',
  tags,
  ...access.buyer,
  summary: "Adds a line ('Товар уже в корзине' when present); kg, a multiple of the step, ≤ stock",
  request: { body: formBody(basketItemFormSchema) },
  responses: jsonResponses(basketChangeSchema, 'The line as stored'),
});

const update = createRoute({
  method: 'post',
  path: '/basket/updateItem',
  tags,
  ...access.buyer,
  summary: 'Changes a line; a quantity below the packing step removes it',
  request: { body: formBody(basketItemFormSchema) },
  responses: jsonResponses(basketChangeSchema, 'The line as stored (0 = removed)'),
});

const remove = createRoute({
  method: 'post',
  path: '/basket/deleteItemsFromBasket',
  tags,
  ...access.buyer,
  summary: 'Removes one or several lines (product_id repeated or comma-separated)',
  request: { body: formBody(basketDeleteFormSchema) },
  responses: jsonResponses(basketDeleteSchema, 'The products removed'),
});

const getBasket = createRoute({
  method: 'get',
  path: '/basket/getBasket',
  tags,
  ...access.buyer,
  summary: "Lines with prices and stock per warehouse, totals, the buyer's warehouse",
  responses: jsonResponses(basketSchema, 'The cart'),
});

const informer = createRoute({
  method: 'get',
  path: '/basket/basketInformer',
  tags,
  ...access.buyer,
  summary: 'Positions, kilograms and product ids, for the header badge and the buttons',
  responses: jsonResponses(basketInformerSchema, 'The cart in short'),
});

const deliveryPayment = createRoute({
  method: 'get',
  path: '/basket/basketDeliveryPayment',
  tags,
  ...access.buyer,
  summary: 'Delivery and payment options of the checkout',
  responses: jsonResponses(deliveryPaymentSchema, 'Options'),
});

export function registerBasketRoutes(app: Router, services: { basket: PerRequest<BasketService> }) {
  // Every cart call is the buyer's own: anonymous callers get 401 before any input check.
  app.use('/basket/*', buyersOnly);
  const service = services.basket;

  app.openapi(add, async (c) => {
    const { product_id, quantity } = c.req.valid('form');
    return ok(c, await (await service(c)).add(product_id, quantity));
  });
  app.openapi(update, async (c) => {
    const { product_id, quantity } = c.req.valid('form');
    return ok(c, await (await service(c)).update(product_id, quantity));
  });
  app.openapi(remove, async (c) =>
    ok(c, await (await service(c)).remove(c.req.valid('form').product_id)),
  );
  app.openapi(getBasket, async (c) => ok(c, await (await service(c)).basket()));
  app.openapi(informer, async (c) => ok(c, await (await service(c)).informer()));
  app.openapi(deliveryPayment, async (c) => ok(c, await (await service(c)).deliveryPayment()));
}
