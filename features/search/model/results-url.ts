import { routes } from '@/lib/routes';
import { MAX_PAGES_AT_ONCE } from './limits';

/**
 * The results page's address: ?search=… and, past the first page, PAGEN_1 (storefront.md §2:
 * the catalogue's paging parameter). PAGEN_1 = n means the first n pages are shown.
 */
export function resultsHref(query: string, page = 1): string {
  const href = routes.searchResult(query);
  return page > 1 ? `${href}${href.includes('?') ? '&' : '?'}PAGEN_1=${page}` : href;
}

/** PAGEN_1 from the address: a whole number from 1, anything else is the first page. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** How many pages the server renders for PAGEN_1 = n: all of them, up to a bound. */
export function pagesToRender(page: number, maxPage: number): number {
  return Math.max(1, Math.min(page, maxPage, MAX_PAGES_AT_ONCE));
}

/** Where the banner goes in a list of `count` products: before the 4th, if there is one. */
export function bannerSlot(count: number, position: number): number | null {
  return count >= position - 1 ? position - 1 : null;
}
