import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  preliminaryInformationSchema,
  searchQuerySchema,
  searchResultSchema,
  sectionsAndCollectionsQuerySchema,
  sectionsAndCollectionsSchema,
} from '../../../lib/api/contract/search';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type AppEnv, type Router } from '../../http/router';
import { createCatalogRepository } from '../catalog/repository';
import { createCatalogService } from '../catalog/service';
import { createSearchRepository } from './repository';
import { createSearchService } from './service';

const tags = ['Search'];

const search = createRoute({
  method: 'get',
  path: '/through_blocks/search',
  tags,
  summary: 'Products matching a query: Russian word forms, prefixes, typo correction',
  request: { query: searchQuerySchema },
  responses: jsonResponses(searchResultSchema, 'Matching products'),
});

const searchSectionsAndCollections = createRoute({
  method: 'get',
  path: '/through_blocks/searchSectionsAndCollections',
  tags,
  summary: 'Sections and collections whose names match a query',
  request: { query: sectionsAndCollectionsQuerySchema },
  responses: jsonResponses(sectionsAndCollectionsSchema, 'Matching sections and collections'),
});

const preliminaryInformation = createRoute({
  method: 'get',
  path: '/through_blocks/preliminaryInformation',
  tags,
  summary: 'What the search panel shows before typing: often searched queries, collections',
  responses: jsonResponses(preliminaryInformationSchema, 'Pre-search suggestions'),
});

export function registerSearchRoutes(app: Router, deps: AppDeps) {
  const service = async (c: Context<AppEnv>) => {
    const { db } = await deps.database();
    return createSearchService(
      createSearchRepository(db, deps.cache),
      createCatalogService(createCatalogRepository(db, deps.cache), c.var.viewer, deps.cache),
    );
  };
  app.openapi(search, async (c) => {
    const { search_element, perPage, PAGEN_1 } = c.req.valid('query');
    return ok(c, await (await service(c)).search(search_element, perPage, PAGEN_1));
  });
  app.openapi(searchSectionsAndCollections, async (c) =>
    ok(c, await (await service(c)).sectionsAndCollections(c.req.valid('query').search_element)),
  );
  app.openapi(preliminaryInformation, async (c) => ok(c, await (await service(c)).preliminary()));
}
