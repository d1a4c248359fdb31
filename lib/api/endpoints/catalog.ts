import type { CatalogListQuery } from '../contract/catalog';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/catalog');

export interface FilterQuery {
  smartFilterPath?: string;
  section_id?: number;
  sectionCode?: string;
  stockCode?: string;
}

/** The catalogue calls of storefront.md §7, one function each. */
export const catalogEndpoints = (client: ApiClient) => ({
  sections: (stockCode?: string) =>
    client.request({
      path: '/catalog/getSectionsList/',
      query: { stockCode },
      schema: lazySchema(contract, 'sectionsListSchema'),
    }),
  headerBanner: () =>
    client.request({
      path: '/catalog/bannerCatalogHeader/',
      schema: lazySchema(contract, 'bannerCatalogHeaderSchema'),
    }),
  collections: (sectionId: number, stockCode?: string) =>
    client.request({
      path: '/catalog/getCollectionsList/',
      query: { section_id: sectionId, stockCode },
      schema: lazySchema(contract, 'collectionsListSchema'),
    }),
  filter: (query: FilterQuery) =>
    client.request({
      path: '/catalog/getFilter/',
      query: { ...query },
      schema: lazySchema(contract, 'filterSchema'),
    }),
  list: (query: CatalogListQuery, signal?: AbortSignal) =>
    client.request({
      path: '/catalog/getList/',
      query: { ...query },
      schema: lazySchema(contract, 'catalogListSchema'),
      signal,
    }),
  detail: (elementCode: string, stockCode?: string) =>
    client.request({
      path: '/catalog/getDetailCatalogElement/',
      query: { element_code: elementCode, stockCode },
      schema: lazySchema(contract, 'detailSchema'),
    }),
  detailBanners: () =>
    client.request({
      path: '/catalog/getBannerDetailCatalog/',
      schema: lazySchema(contract, 'bannersSchema'),
    }),
  packingLimit: () =>
    client.request({
      path: '/catalog/limitProductRegistration/',
      schema: lazySchema(contract, 'packingLimitSchema'),
    }),
  sewnCollections: () =>
    client.request({
      path: '/catalog/getSewnCollections/',
      schema: lazySchema(contract, 'sewnCollectionsSchema'),
    }),
});
