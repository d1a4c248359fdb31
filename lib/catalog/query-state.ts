/**
 * The catalogue's state in the query string (storefront.md §2 "Catalogue state lives in the
 * query: smartFilter, page, stockCode, PAGEN_1, sort"). One reader and one writer, used by the
 * server page (to call the API) and by the client controls (to build the next URL), so a state
 * has one URL and back/forward restores it.
 *
 * - `smartFilter` carries the filter's URL form (lib/catalog/smart-filter.ts), canonical; a bad
 *   one is ignored (§5).
 * - `PAGEN_1` is the page number; `page` is read as its alias (older links) and never written.
 * - `stockCode` is a warehouse's xml id or filter value (21–24); anything else is ignored.
 * - `sort` is one of the contract's sorts; the default (popular) is not written.
 */
import { formatSmartFilter, parseSmartFilter, type SmartFilter } from './smart-filter';

export const catalogSorts = ['popular', 'new', 'price_asc', 'price_desc'] as const;
export type CatalogSortKey = (typeof catalogSorts)[number];
export const DEFAULT_SORT: CatalogSortKey = 'popular';

export interface CatalogQueryState {
  filter: SmartFilter;
  page: number;
  stockCode?: string;
  sort: CatalogSortKey;
}

type RawParams =
  URLSearchParams | Record<string, string | string[] | undefined> | ReadonlyMap<string, string>;

function read(params: RawParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  if (params instanceof Map) return params.get(key);
  const value = (params as Record<string, string | string[] | undefined>)[key];
  return Array.isArray(value) ? value[0] : value;
}

const STOCK_CODE = /^[a-z]{2,10}$|^\d{2}$/;
const MAX_PAGE = 1_000_000;

function readPage(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : undefined;
}

export function parseCatalogQuery(params: RawParams): CatalogQueryState {
  const stock = read(params, 'stockCode')?.trim().toLowerCase();
  const sort = read(params, 'sort');
  return {
    filter: parseSmartFilter(read(params, 'smartFilter')),
    page: readPage(read(params, 'PAGEN_1')) ?? readPage(read(params, 'page')) ?? 1,
    stockCode: stock && STOCK_CODE.test(stock) ? stock : undefined,
    sort: (catalogSorts as readonly string[]).includes(sort ?? '')
      ? (sort as CatalogSortKey)
      : DEFAULT_SORT,
  };
}

/** The query string of a state ('' or '?…'), in a fixed order, defaults left out. */
export function formatCatalogQuery(state: CatalogQueryState): string {
  const search = new URLSearchParams();
  const filter = formatSmartFilter(state.filter);
  if (filter) search.set('smartFilter', filter);
  if (state.stockCode) search.set('stockCode', state.stockCode);
  if (state.sort !== DEFAULT_SORT) search.set('sort', state.sort);
  if (state.page > 1) search.set('PAGEN_1', String(state.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of `path` in a changed state. A filter, warehouse or sort change goes to page 1. */
export function catalogHref(
  path: string,
  state: CatalogQueryState,
  change: Partial<CatalogQueryState> = {},
): string {
  const next = { ...state, ...change };
  const resetsPage = 'filter' in change || 'stockCode' in change || 'sort' in change;
  if (resetsPage && !('page' in change)) next.page = 1;
  return `${path}${formatCatalogQuery(next)}`;
}
