/**
 * How the App Router marks its own requests (docs/upgrading.md "Router requests"): the names
 * live in next/dist/client/components/app-router-headers.js, which tests/upgrade compares with
 * these. lib/route-prefetch/gate.ts tells the router's prefetches from everything else by them.
 */

/** Every RSC request of the router carries `rsc: 1`. */
export const RSC_HEADER = 'rsc';
/** A prefetch adds this header, or (the "full" strategy) only asks for a low priority. */
export const ROUTER_PREFETCH_HEADER = 'next-router-prefetch';
/** The content type of an RSC answer; the router drops any other without reading it. */
export const RSC_CONTENT_TYPE = 'text/x-component';

/** Whether a `fetch` of the router is a route prefetch (a navigation never is). */
export function isRoutePrefetch(init: RequestInit | undefined): boolean {
  if (!init?.headers) return false;
  const headers = new Headers(init.headers);
  if (headers.get(RSC_HEADER) !== '1') return false;
  return headers.has(ROUTER_PREFETCH_HEADER) || init.priority === 'low';
}
