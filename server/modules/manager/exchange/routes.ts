/**
 * /manager/exchange (issue #35): the head's «Обмен с 1С» — the last exchanges, the warehouses
 * 1C named (publish, unpublish) and the exchange settings — and /manager/buyers/{id}/price-type,
 * a buyer's price type on an order's card. Staff only (401 without a session, 403 for a buyer,
 * checked again in the database); the exchange page is the head's alone (403 for a manager).
 */
import 'server-only';
import {
  buyerIdParamsSchema,
  buyerPriceTypeInputSchema,
  buyerPriceTypeSchema,
  exchangeSettingsInputSchema,
  exchangeWarehouseIdParamsSchema,
  exchangeWarehousePublishSchema,
  managerExchangeMessages,
  managerExchangeSchema,
} from '../../../../lib/api/contract/manager-exchange';
import { ok } from '../../../http/envelope';
import { formBody } from '../../../http/form-body';
import { jsonResponses, type PerRequest, type Router } from '../../../http/router';
import { access } from '../../../openapi/access';
import { headRoute, staffRoute, type StaffCall } from '../shared/routes';
import type { ExchangePageService } from './service';

const page = headRoute({
  method: 'get',
  path: '/manager/exchange',
  ...access.head,
  summary:
    'The head’s «Обмен с 1С»: the last exchanges (type, account, files, counts, duration, ' +
    'errors), every warehouse with whether buyers see it, and the six exchange settings',
  responses: jsonResponses(managerExchangeSchema, 'The page'),
});

const publish = headRoute({
  method: 'post',
  path: '/manager/exchange/warehouses/{id}/publish',
  ...access.head,
  summary:
    'Gives a warehouse its city (required) and phone (optional) and shows it to buyers; ' +
    'a published one is updated. Drops the memo cache and every cached page',
  request: {
    params: exchangeWarehouseIdParamsSchema,
    body: formBody(exchangeWarehousePublishSchema),
  },
  responses: jsonResponses(managerExchangeSchema, 'The page after the change', {
    notFound: 'No such warehouse',
  }),
});

const unpublish = headRoute({
  method: 'post',
  path: '/manager/exchange/warehouses/{id}/unpublish',
  ...access.head,
  summary: 'Hides a warehouse from buyers (an unpublished one stays so)',
  request: { params: exchangeWarehouseIdParamsSchema },
  responses: jsonResponses(managerExchangeSchema, 'The page after the change', {
    notFound: 'No such warehouse',
  }),
});

const settings = headRoute({
  method: 'post',
  path: '/manager/exchange/settings',
  ...access.head,
  summary:
    'Saves the exchange settings sent (a field left out stays, an empty one is cleared): each ' +
    'kind of buyer’s default price type by title, the 1C properties read as composition, ' +
    'density, width and colour. A new companies’ default re-prices products.price from its prices',
  request: { body: formBody(exchangeSettingsInputSchema) },
  responses: jsonResponses(managerExchangeSchema, 'The page after the change'),
});

const buyerNotFound = { notFound: 'No such buyer in the caller’s warehouses' };

const buyerPriceType = staffRoute({
  method: 'get',
  path: '/manager/buyers/{id}/price-type',
  ...access.staff,
  summary:
    'A buyer’s price type (null: the default of their kind), that default and the types to ' +
    'choose from; for the head and the managers of the buyer’s warehouse',
  request: { params: buyerIdParamsSchema },
  responses: jsonResponses(buyerPriceTypeSchema, 'The buyer’s price type', buyerNotFound),
});

const setBuyerPriceType = staffRoute({
  method: 'post',
  path: '/manager/buyers/{id}/price-type',
  ...access.staff,
  summary:
    'Gives a buyer a price type of their own, or (empty) the default of their kind again. ' +
    'The buyer’s access token carries the type it was issued with: the change applies from ' +
    'its next refresh (within 15 minutes)',
  request: { params: buyerIdParamsSchema, body: formBody(buyerPriceTypeInputSchema) },
  responses: jsonResponses(
    buyerPriceTypeSchema,
    'The buyer’s price type after the change',
    buyerNotFound,
  ),
});

export function registerManagerExchangeRoutes(
  app: Router,
  services: { managerExchange: PerRequest<StaffCall<ExchangePageService>> },
) {
  const staffCall = services.managerExchange;

  app.openapi(page, async (c) => {
    const { service: exchange, staff } = await staffCall(c);
    return ok(c, await exchange.page(staff));
  });

  app.openapi(publish, async (c) => {
    const { service: exchange, staff } = await staffCall(c);
    const data = await exchange.publish(staff, c.req.valid('param').id, c.req.valid('form'));
    return ok(c, data, managerExchangeMessages.published);
  });

  app.openapi(unpublish, async (c) => {
    const { service: exchange, staff } = await staffCall(c);
    const data = await exchange.unpublish(staff, c.req.valid('param').id);
    return ok(c, data, managerExchangeMessages.unpublished);
  });

  app.openapi(settings, async (c) => {
    const { service: exchange, staff } = await staffCall(c);
    const data = await exchange.saveSettings(staff, c.req.valid('form'));
    return ok(c, data, managerExchangeMessages.settingsSaved);
  });

  app.openapi(buyerPriceType, async (c) => {
    const { service: exchange, staff } = await staffCall(c);
    return ok(c, await exchange.buyerPriceType(staff, c.req.valid('param').id));
  });

  app.openapi(setBuyerPriceType, async (c) => {
    const { service: exchange, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    const data = await exchange.setBuyerPriceType(staff, id, c.req.valid('form').price_type_id);
    return ok(c, data, managerExchangeMessages.priceTypeChanged);
  });
}
