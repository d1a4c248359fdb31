// @ts-check
/**
 * Which pages are served from the cache, under which key, and which tags drop them (issue #16).
 *
 * An anonymous request for a cacheable page is rewritten by proxy.ts to
 * `/cached/{variant}/{path}` (app/cached/[variant]/…), a copy of the route rendered statically:
 * no cookie, no header, no query reaches it, so one render serves every anonymous visitor.
 * Whatever the page needs from the request travels in the variant segment: the query (without
 * tracking parameters, sorted) and the home page's preloader flag. The cache key is that path,
 * and the tags below are read from it. Plain ESM: the cache handler imports it outside the bundle.
 */

import { CACHED_PAGES, cachedPageOf, PAGE_QUERY_KEYS, pageTags } from './pages.mjs';

export const CACHED_SEGMENT = 'cached';

/** The pages a cache may serve, as Next's rewrite sources (the table: ./pages.mjs). */
export const CACHEABLE_SOURCES = CACHED_PAGES.map((page) => page.source);

export { PAGE_QUERY_KEYS, pageTags };

/** A longer query is rendered per request rather than kept: nobody links to one. */
const MAX_QUERY = 1024;

/** Next's own parameter: the router's cache-busting mark of a flight request, checked by Next. */
const ROUTER_MARK = '_rsc';

/** @param {string} pathname */
export function isCacheablePath(pathname) {
  return cachedPageOf(pathname) !== null;
}

/**
 * The kept parameters of a query in one order: sorted by name, the values of one name in the
 * order given. Two queries that differ only by other parameters, order or encoding give one string.
 * @param {URLSearchParams} search
 * @param {readonly string[]} keys the parameters the page is rendered from
 */
function keptQuery(search, keys) {
  const kept = [...search.entries()].filter(([name]) => keys.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/**
 * The address a cacheable page is rendered from (issue #33): its path and its kept parameters
 * (keptQuery), then the router's mark; every other parameter is dropped. Next writes the address
 * it renders into the page (the RSC payload's canonical URL and rendered search), and a cached
 * copy is shared by everyone with the same key, so the copy must be rendered from the key alone:
 * a recovery link's code, a tracking id or anything a visitor appended would otherwise be shown
 * to every later visitor. The start-up request hook (server/platform/request-hook.ts) puts this
 * in place of the request's URL before Next reads it; the browser's address bar keeps the whole
 * query, and the pages' client code reads its modal links from there. Any other path, and a URL
 * that is not origin-form, is returned as it came.
 * @param {string} url a request target as Node gives it (`req.url`)
 * @returns {string}
 */
export function renderedUrlOf(url) {
  const mark = url.indexOf('?');
  if (mark < 0 || !url.startsWith('/')) return url;
  const pathname = url.slice(0, mark);
  const cached = cachedPageOf(pathname);
  if (!cached) return url;
  const search = new URLSearchParams(url.slice(mark + 1));
  // The filter sent as a plain form (lib/catalog/filter-form.ts) is never rendered: proxy.ts
  // answers it with a redirect to the filter's address, which it reads from the form's fields.
  if (search.has('set_filter') && pathname.startsWith('/catalog/')) return url;
  const query = keptQuery(search, cached.page.query);
  const router = search.get(ROUTER_MARK);
  const tail = router === null ? '' : `${ROUTER_MARK}=${encodeURIComponent(router)}`;
  const rest = [query, tail].filter(Boolean).join('&');
  return rest ? `${pathname}?${rest}` : pathname;
}

/** @param {string} text */
const toBase64Url = (text) => Buffer.from(text, 'utf8').toString('base64url');
/** @param {string} text */
const fromBase64Url = (text) => Buffer.from(text, 'base64url').toString('utf8');

/**
 * An id as the variant spells it: the number, or 'x' for none (or anything that is no id).
 * @param {number | null | undefined} id
 */
const variantId = (id) =>
  Number.isSafeInteger(id) && /** @type {number} */ (id) > 0 ? String(id) : 'x';

/**
 * The variant segment: who the page is rendered for, then '~' and the canonical query in
 * base64url when there is one.
 * - '-' or 'p': a visitor without a session (the home page's preloader not shown, or shown);
 * - 'b{store}t{type}' or 'b{store}t{type}p': every logged-in buyer of one warehouse and one
 *   price type (their ids, 'x' for none; issue #35: buyers of two types never share a page).
 *   Such a page has that type's prices and that warehouse first, and nothing of one buyer:
 *   name, cart, favourites and the personal manager come from client queries. Only proxy.ts
 *   rewrites to it, after checking the buyer's access token.
 * null: not cacheable (the query is too long).
 * @param {URLSearchParams} search
 * @param {{ preloader?: boolean, buyerStore?: number | null, buyerPriceType?: number | null, keys?: readonly string[] }} [flags]
 *   buyerStore: undefined for a visitor, the buyer's warehouse id (null: none) for a buyer;
 *   buyerPriceType: the buyer's price type id (null: none); keys: the parameters the page is
 *   rendered from (its row's `query` in ./pages.mjs; every page's by default)
 */
export function variantFor(
  search,
  { preloader = false, buyerStore, buyerPriceType, keys = PAGE_QUERY_KEYS } = {},
) {
  const query = keptQuery(search, keys);
  if (query.length > MAX_QUERY) return null;
  const viewer =
    buyerStore === undefined ? '' : `b${variantId(buyerStore)}t${variantId(buyerPriceType)}`;
  const flag = viewer ? `${viewer}${preloader ? 'p' : ''}` : preloader ? 'p' : '-';
  return query ? `${flag}~${toBase64Url(query)}` : flag;
}

/**
 * What a cached page may know of its request.
 * @param {string} variant
 * @returns {{ preloader: boolean, buyer: { storeId: number | null, priceTypeId: number | null } | null, searchParams: Record<string, string | string[]> }}
 */
export function decodeVariant(variant) {
  // base64url and '~' need no escaping; Next hands the segment over as it came.
  const [flag = '-', encoded = ''] = variant.split('~');
  const viewer = /^b([1-9]\d{0,8}|x)t([1-9]\d{0,8}|x)(p?)$/.exec(flag);
  /** @param {string | undefined} id */
  const idOf = (id) => (id === undefined || id === 'x' ? null : Number(id));
  /** @type {{ storeId: number | null, priceTypeId: number | null } | null} */
  const buyer = viewer ? { storeId: idOf(viewer[1]), priceTypeId: idOf(viewer[2]) } : null;
  const preloader = viewer ? viewer[3] === 'p' : flag === 'p';
  /** @type {Record<string, string | string[]>} */
  const searchParams = {};
  let query = '';
  try {
    query = encoded ? fromBase64Url(encoded) : '';
  } catch {
    query = '';
  }
  for (const [name, value] of new URLSearchParams(query)) {
    const before = searchParams[name];
    searchParams[name] =
      before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return { preloader, buyer, searchParams };
}

/** @param {string} pathname @param {string} variant */
export function cachedPathFor(pathname, variant) {
  return `/${CACHED_SEGMENT}/${variant}${pathname}`;
}

/**
 * The shop's path of a cache key: Next keys a page by its route and its (rewritten) pathname,
 * `/route-cache/APP_PAGE/{hash}/$/cached/{variant}/catalog/futer`. null for anything else.
 * @param {string} key
 */
export function shopPathOfKey(key) {
  const match = /\/cached\/[^/]+(\/.*)?$/.exec(key);
  if (!match) return null;
  const rest = (match[1] ?? '/').replace(/\/index$/, '/');
  return rest.endsWith('/') ? rest : `${rest}/`;
}

/**
 * The page a copy with a query belongs to (its shop path), for the bound on such copies per page
 * (lib/page-cache/store.mjs); null for a copy without a query and for anything else.
 * @param {string} key
 */
export function queryGroupOfKey(key) {
  const match = /\/cached\/([^/]+)/.exec(key);
  if (!match?.[1]?.includes('~')) return null;
  return shopPathOfKey(key);
}

/**
 * The tags of a cached page, from its path and the table (./pages.mjs); `all` on every one.
 * @param {string} path
 * @returns {string[]}
 */
export function tagsForPath(path) {
  const cached = cachedPageOf(path);
  return cached ? [pageTags.all, ...cached.page.tags(cached.params)] : [pageTags.all];
}
