import {
  bannerCatalogHeaderSchema,
  bannersSchema,
  catalogListSchema,
  collectionsListSchema,
  detailSchema,
  filterSchema,
  packingLimitSchema,
  sectionsListSchema,
  type CatalogListQuery,
} from '../contract/catalog';
import type { ApiClient } from '../client';

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
      schema: sectionsListSchema,
    }),
  headerBanner: () =>
    client.request({ path: '/catalog/bannerCatalogHeader/', schema: bannerCatalogHeaderSchema }),
  collections: (sectionId: number, stockCode?: string) =>
    client.request({
      path: '/catalog/getCollectionsList/',
      query: { section_id: sectionId, stockCode },
      schema: collectionsListSchema,
    }),
  filter: (query: FilterQuery) =>
    client.request({ path: '/catalog/getFilter/', query: { ...query }, schema: filterSchema }),
  list: (query: CatalogListQuery, signal?: AbortSignal) =>
    client.request({
      path: '/catalog/getList/',
      query: { ...query },
      schema: catalogListSchema,
      signal,
    }),
  detail: (elementCode: string, stockCode?: string) =>
    client.request({
      path: '/catalog/getDetailCatalogElement/',
      query: { element_code: elementCode, stockCode },
      schema: detailSchema,
    }),
  detailBanners: () =>
    client.request({ path: '/catalog/getBannerDetailCatalog/', schema: bannersSchema }),
  packingLimit: () =>
    client.request({ path: '/catalog/limitProductRegistration/', schema: packingLimitSchema }),
});
