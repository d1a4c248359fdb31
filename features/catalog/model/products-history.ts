import Cookies from 'js-cookie';
import { PRODUCTS_HISTORY_COOKIE } from '@/lib/cookies';

/** Recently viewed products (storefront.md §3 'products-history', kept for a year). */
export const PRODUCTS_HISTORY_MAX = 20;
const YEAR_DAYS = 365;

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
  const next = withViewed(readProductsHistory(Cookies.get(PRODUCTS_HISTORY_COOKIE)), id);
  Cookies.set(PRODUCTS_HISTORY_COOKIE, next.join(','), {
    expires: YEAR_DAYS,
    sameSite: 'lax',
    path: '/',
  });
}
