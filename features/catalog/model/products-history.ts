import { readCookie, writeCookie } from '@/lib/browser-cookies';
import { PRODUCTS_HISTORY_COOKIE } from '@/lib/cookies';

/** Recently viewed products (storefront.md §3 'products-history', kept for a year). */
export const PRODUCTS_HISTORY_MAX = 20;
const YEAR_S = 365 * 86_400;

export function readProductsHistory(raw: string | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, PRODUCTS_HISTORY_MAX);
}

/** The product first, without repeats, at most PRODUCTS_HISTORY_MAX. */
export function withViewed(history: number[], id: number): number[] {
  return [id, ...history.filter((other) => other !== id)].slice(0, PRODUCTS_HISTORY_MAX);
}

export function recordProductView(id: number): void {
  const next = withViewed(readProductsHistory(readCookie(PRODUCTS_HISTORY_COOKIE)), id);
  writeCookie(PRODUCTS_HISTORY_COOKIE, next.join(','), { maxAgeS: YEAR_S, sameSite: 'lax' });
}
