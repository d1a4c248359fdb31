import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  bannerCatalogHeaderSchema,
  bannersSchema,
  catalogListQuerySchema,
  catalogListSchema,
  collectionsListQuerySchema,
  collectionsListSchema,
  detailQuerySchema,
  detailSchema,
  filterQuerySchema,
  filterSchema,
  packingLimitSchema,
  sectionsForHeaderSchema,
  sectionsListQuerySchema,
  sectionsListSchema,
  sewnCollectionsSchema,
} from '../../../lib/api/contract/catalog';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { CatalogService } from './service';

const tags = ['Catalogue'];
const stockOnly = z.object({ stockCode: sectionsListQuerySchema.shape.stockCode });

const getSectionsList = createRoute({
  method: 'get',
  path: '/catalog/getSectionsList',
  tags,
  ...access.anyone,
  summary:
    "Sections with 'Все полотна' (id -1), collections, counts per warehouse, banners, SEO text",
  request: { query: sectionsListQuerySchema },
  responses: jsonResponses(sectionsListSchema, 'The catalogue menu', {
    notFound: 'Unknown warehouse',
  }),
});

const getSectionsListForHeader = createRoute({
  method: 'get',
  path: '/catalog/getSectionsListForHeader',
  tags,
  ...access.anyone,
  summary: 'Sections and their collections for the catalogue mega-menu',
  request: { query: stockOnly },
  responses: jsonResponses(sectionsForHeaderSchema, 'Sections for the header', {
    notFound: 'Unknown warehouse',
  }),
});

const bannerCatalogHeader = createRoute({
  method: 'get',
  path: '/catalog/bannerCatalogHeader',
  tags,
  ...access.anyone,
  summary: 'The banner above the catalogue',
  responses: jsonResponses(bannerCatalogHeaderSchema, 'The banner, or null'),
});

const getCollectionsList = createRoute({
  method: 'get',
  path: '/catalog/getCollectionsList',
  tags,
  ...access.anyone,
  summary: 'Top and bottom collections of a section',
  request: { query: collectionsListQuerySchema },
  responses: jsonResponses(collectionsListSchema, 'Collections', { notFound: 'Unknown section' }),
});

const getFilter = createRoute({
  method: 'get',
  path: '/catalog/getFilter',
  tags,
  ...access.anyone,
  summary: 'Smart filter properties with faceted availability (disabled) and the checked state',
  request: { query: filterQuerySchema },
  responses: jsonResponses(filterSchema, 'The filter', {
    notFound: 'Unknown section or warehouse',
  }),
});

const getList = createRoute({
  method: 'get',
  path: '/catalog/getList',
  tags,
  ...access.anyone,
  summary: 'A page of products: section, collection, smart filter, warehouse, sort, PAGEN_1',
  request: { query: catalogListQuerySchema },
  responses: jsonResponses(catalogListSchema, 'Products and paging', {
    notFound: 'Unknown section, collection or warehouse',
  }),
});

const getDetailCatalogElement = createRoute({
  method: 'get',
  path: '/catalog/getDetailCatalogElement',
  tags,
  ...access.anyone,
  summary: 'The product detail: photos, colours, stock per warehouse, properties, companions',
  request: { query: detailQuerySchema },
  responses: jsonResponses(detailSchema, 'The product', {
    notFound: 'Unknown product or warehouse',
  }),
});

const bannerRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    ...access.anyone,
    summary,
    responses: jsonResponses(bannersSchema, 'Banners'),
  });

const getBannerDetailCatalog = bannerRoute(
  '/catalog/getBannerDetailCatalog',
  'Banners of the product page',
);
const getBannerDetailCatalogSale = bannerRoute(
  '/catalog/getBannerDetailCatalogSale',
  'Sale banners of the product page',
);
const getGeneralBanners = bannerRoute(
  '/through_blocks/getGeneralBanners',
  'Banners inserted into product lists (positions 3 and 7; search: 4)',
);

const limitProductRegistration = createRoute({
  method: 'get',
  path: '/catalog/limitProductRegistration',
  tags,
  ...access.anyone,
  summary: 'Packing steps in kg: the default and one per packing',
  responses: jsonResponses(packingLimitSchema, 'Packing limits'),
});

const getSewnCollections = createRoute({
  method: 'get',
  path: '/catalog/getSewnCollections',
  tags,
  ...access.anyone,
  summary: 'Garment collections sewn from the factory fabrics',
  responses: jsonResponses(sewnCollectionsSchema, 'Sewn collections'),
});

export function registerCatalogRoutes(
  app: Router,
  services: { catalog: PerRequest<CatalogService> },
) {
  const service = services.catalog;

  app.openapi(getSectionsList, async (c) =>
    ok(c, await (await service(c)).sectionsList(c.req.valid('query').stockCode)),
  );
  app.openapi(getSectionsListForHeader, async (c) =>
    ok(c, await (await service(c)).sectionsForHeader(c.req.valid('query').stockCode)),
  );
  app.openapi(bannerCatalogHeader, async (c) => ok(c, await (await service(c)).headerBanner()));
  app.openapi(getCollectionsList, async (c) => {
    const { section_id, stockCode } = c.req.valid('query');
    return ok(c, await (await service(c)).collectionsList(section_id, stockCode));
  });
  app.openapi(getFilter, async (c) => ok(c, await (await service(c)).filter(c.req.valid('query'))));
  app.openapi(getList, async (c) => ok(c, await (await service(c)).list(c.req.valid('query'))));
  app.openapi(getDetailCatalogElement, async (c) => {
    const { element_code, stockCode } = c.req.valid('query');
    return ok(c, await (await service(c)).detail(element_code, stockCode));
  });
  app.openapi(getBannerDetailCatalog, async (c) =>
    ok(c, await (await service(c)).banners('detail')),
  );
  app.openapi(getBannerDetailCatalogSale, async (c) =>
    ok(c, await (await service(c)).banners('detail_sale')),
  );
  app.openapi(getGeneralBanners, async (c) =>
    ok(c, await (await service(c)).banners('catalog_list')),
  );
  app.openapi(getSewnCollections, async (c) => ok(c, await (await service(c)).sewnCollections()));
  app.openapi(limitProductRegistration, async (c) =>
    ok(c, await (await service(c)).packingLimit()),
  );
}
