import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { storeIdXmlNameSchema, storeXmlAndNameSchema } from '../../../lib/api/contract';
import { ok } from '../../http/envelope';
import type { Context } from 'hono';
import { jsonResponses, type AppEnv, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { StoresRepository } from './repository';

const tags = ['Warehouses'];

const getStoreXmlAndNameData = createRoute({
  method: 'get',
  path: '/catalog/getStoreXmlAndNameData',
  tags,
  ...access.public,
  summary: 'Warehouses as id, title, xmlId (and the catalogue filter value)',
  responses: jsonResponses(storeXmlAndNameSchema, 'Warehouses'),
});

const getStoreIdXmlName = createRoute({
  method: 'get',
  path: '/user/getStoreIdXmlName',
  tags,
  ...access.public,
  summary: 'Warehouses for the registration form: STOCK_ID, STOCK_NAME, STOCK_XML',
  responses: jsonResponses(storeIdXmlNameSchema, 'Warehouses'),
});

export function registerStoresRoutes(
  app: Router,
  services: { stores: PerRequest<StoresRepository> },
) {
  const all = async (c: Context<AppEnv>) => (await services.stores(c)).all();
  app.openapi(getStoreXmlAndNameData, async (c) =>
    ok(
      c,
      (await all(c)).map((s) => ({
        id: s.id,
        title: s.title,
        xmlId: s.xmlId,
        filterValue: s.filterValue,
      })),
    ),
  );
  app.openapi(getStoreIdXmlName, async (c) =>
    ok(
      c,
      (await all(c)).map((s) => ({ STOCK_ID: s.id, STOCK_NAME: s.title, STOCK_XML: s.xmlId })),
    ),
  );
}
