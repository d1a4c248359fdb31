import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { api, isApiError } from '@/lib/api';
import { settleQuietly } from '@/lib/api/swallow';
import type {
  Banner,
  CatalogCard,
  CatalogSection,
  FilterProperty,
  PackingLimits,
  Pagin,
  ProductDetail,
  SewnCollections,
} from '@/lib/api/contract/catalog';
import type { StoreXmlAndName } from '@/lib/api/contract';
import { formatSmartFilter } from '@/lib/catalog/smart-filter';
import type { CatalogQueryState } from '@/lib/catalog/query-state';
import { textHtml } from './text-html';

/**
 * Catalogue data for the server pages. The server transport forwards the shopper's cookies, so
 * prices come only when the API gives them to this shopper. Loading failures are logged and give
 * empty results or null (storefront.md §8); only "no such product" is a 404.
 */
const orNull = <T>(what: string, load: () => Promise<T>): Promise<T | null> =>
  settleQuietly(load, null, (error) => console.error(`[catalog] ${what} failed:`, error));

export const loadSections = cache(async (): Promise<CatalogSection[]> => {
  await connection();
  return (await orNull('getSectionsList', () => api.catalog.sections()))?.sectionList.menu ?? [];
});

export const loadStores = cache(async (): Promise<StoreXmlAndName> => {
  await connection();
  return (await orNull('getStoreXmlAndNameData', () => api.stores.xmlAndName())) ?? [];
});

/** The section of a slug ('all' and none: the virtual 'Все полотна'). */
export async function findSection(slug?: string): Promise<CatalogSection | null> {
  const sections = await loadSections();
  return sections.find((s) => s.slug === (slug ?? 'all')) ?? null;
}

export interface ListingData {
  elements: CatalogCard[];
  pagin: Pagin;
  filter: FilterProperty[];
  headerBanner: Banner | null;
  /** The warehouse code the API accepted, if any. */
  stockCode?: string;
}

export async function loadListing(
  scope: { section?: string; collection?: string },
  state: CatalogQueryState,
): Promise<ListingData> {
  await connection();
  const stores = await loadStores();
  // A warehouse the shop does not have is ignored rather than answered with an error.
  const known = stores.some(
    (s) => s.xmlId === state.stockCode || String(s.filterValue) === state.stockCode,
  );
  const stockCode = known ? state.stockCode : undefined;
  const smartFilter = formatSmartFilter(state.filter) || undefined;
  const section = scope.section && scope.section !== 'all' ? scope.section : undefined;
  const [list, filter, banner] = await Promise.all([
    orNull('getList', () =>
      api.catalog.list({
        section,
        collection: scope.collection,
        smartFilter,
        stockCode,
        sort: state.sort,
        PAGEN_1: state.page,
      }),
    ),
    orNull('getFilter', () =>
      api.catalog.filter({ sectionCode: section, smartFilterPath: smartFilter, stockCode }),
    ),
    orNull('bannerCatalogHeader', () => api.catalog.headerBanner()),
  ]);
  return {
    elements: list?.catalog_list.elements ?? [],
    pagin: list?.catalog_list.pagin ?? { current: 1, max_page: 1, total: 0 },
    filter: filter?.filter_catalog.items ?? [],
    headerBanner: banner?.bannerCatalogHeader ?? null,
    stockCode,
  };
}

/** The product of a code, or null when there is none (the page answers 404). */
export const loadProduct = cache(async (code: string): Promise<ProductDetail | null> => {
  await connection();
  try {
    return (await api.catalog.detail(code)).catalog_element_detail;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

/** The packing limits: the counter's step and the minimum order; null when the call fails (SF-8.07). */
export const loadPackingLimits = cache(async (): Promise<PackingLimits | null> => {
  await connection();
  return orNull('limitProductRegistration', () => api.catalog.packingLimit());
});

/**
 * Garments sewn from the factory's fabrics, their texts made safe to render; null when the call
 * fails (SF-8.07).
 */
export const loadSewnCollections = cache(async (): Promise<SewnCollections | null> => {
  await connection();
  const data = await orNull('getSewnCollections', () => api.catalog.sewnCollections());
  if (!data) return null;
  return {
    title: data.title,
    sewnCollections: data.sewnCollections.map((item) => ({
      ...item,
      text: textHtml(item.text) ?? '',
    })),
  };
});
