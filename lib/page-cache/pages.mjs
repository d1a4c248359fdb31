// @ts-check
/**
 * The pages served from the cache, declared once (issue #36; docs/architecture.md "Adding a
 * cached page"). Everything else is derived from this table or checked against it:
 * - the rewrites of plain anonymous requests and the CDN's Cache-Control (next.config.ts);
 * - the variant, the rendered address and the tags of a copy (./keys.mjs);
 * - the copies' routes under app/cached/[variant]/ and proxy.ts's matcher, written by
 *   `npm run cache:pages` (./generate.mjs) and checked by tests/lib/page-cache/pages.test.ts.
 *
 * Per page:
 * - `source`: the shop's path as a Next rewrite source (`:name` a segment);
 * - `route`: the live route under app/ whose page the copy re-exports ('' for the home page,
 *   whose copy is written by hand in the generator: it decides the preloader);
 * - `lifetime`: seconds a copy is kept unless its tags drop it sooner;
 * - `query`: the parameters the page is rendered from; every other one (utm_*, a modal's
 *   link, a recovery code) is left out of the key and of the address the copy is rendered from;
 * - `tags`: what invalidates it, from the path's named segments (pageTags below); every copy
 *   also carries `all`;
 * - `preloader`: the home page's first visit by a browser has a copy of its own.
 * A copy exists for a visitor and for each warehouse and price type of logged-in buyers
 * (docs/architecture.md "Buyers' copies"); plain ESM: the cache handler reads it outside the
 * bundle.
 */

/** Tag names: what a change says it touched. */
export const pageTags = {
  /** Every cached page (a reseed, a change of the shell: menus, footer, SEO texts). */
  all: 'all',
  home: 'home',
  /** /catalog/ itself: every product is in it. */
  catalog: 'catalog',
  search: 'search',
  content: 'content',
  /** @param {string} slug */
  section: (slug) => `section:${slug}`,
  /** @param {string} section @param {string} slug */
  collection: (section, slug) => `collection:${section}/${slug}`,
  /** @param {string} code */
  product: (code) => `product:${code}`,
};

/**
 * The catalogue's state: a filter, a warehouse, the order, a page of results; and the mark of
 * the filter sent as a plain form (lib/catalog/filter-form.ts), which proxy.ts answers with a
 * redirect to the filter's address before any copy is looked for.
 */
const CATALOGUE_QUERY = ['smartFilter', 'stockCode', 'sort', 'PAGEN_1', 'page', 'set_filter'];
/** The catalogue moves with every order: five minutes unless its tags drop it sooner. */
const CATALOGUE_LIFETIME = 300;
/** Content changes rarely and only by a reseed, which drops every tag: an hour. */
const CONTENT_LIFETIME = 3600;
/** @param {Record<string, string>} _params */
const content = (_params) => [pageTags.content];

/**
 * @typedef {object} CachedPage
 * @property {string} source
 * @property {string} route
 * @property {number} lifetime
 * @property {string[]} query
 * @property {(params: Record<string, string>) => string[]} tags
 * @property {boolean} [preloader]
 */

/** @type {CachedPage[]} */
export const CACHED_PAGES = [
  {
    source: '/',
    route: '',
    lifetime: 300,
    query: [],
    tags: () => [pageTags.home],
    preloader: true,
  },
  {
    source: '/catalog/',
    route: 'catalog',
    lifetime: CATALOGUE_LIFETIME,
    query: CATALOGUE_QUERY,
    tags: () => [pageTags.catalog],
  },
  {
    source: '/catalog/:section/',
    route: 'catalog/[category]',
    lifetime: CATALOGUE_LIFETIME,
    query: CATALOGUE_QUERY,
    tags: ({ section }) => [pageTags.section(section ?? '')],
  },
  {
    // A collection or a product (storefront.md §2): only the render knows which, so both tags;
    // a product's colour view is `action`.
    source: '/catalog/:section/:entry/',
    route: 'catalog/[category]/[id]',
    lifetime: CATALOGUE_LIFETIME,
    query: [...CATALOGUE_QUERY, 'action'],
    tags: ({ section, entry }) => [
      pageTags.collection(section ?? '', entry ?? ''),
      pageTags.product(entry ?? ''),
    ],
  },
  {
    source: '/search-result/',
    route: 'search-result',
    lifetime: CATALOGUE_LIFETIME,
    query: ['search', ...CATALOGUE_QUERY],
    tags: () => [pageTags.search],
  },
  { source: '/about/', route: 'about', lifetime: CONTENT_LIFETIME, query: [], tags: content },
  {
    source: '/manufacture/',
    route: 'manufacture',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  {
    source: '/tailoring/',
    route: 'tailoring',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  {
    source: '/custom-design/',
    route: 'custom-design',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  { source: '/contacts/', route: 'contacts', lifetime: CONTENT_LIFETIME, query: [], tags: content },
  {
    source: '/politika_konfidentsialnosti/',
    route: 'politika_konfidentsialnosti',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  { source: '/career/', route: 'career', lifetime: CONTENT_LIFETIME, query: [], tags: content },
  {
    source: '/career/internship/',
    route: 'career/internship',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  {
    // The vacancy list's section and city filters, its order and pages.
    source: '/career/vacancy/',
    route: 'career/vacancy',
    lifetime: CONTENT_LIFETIME,
    query: ['section', 'city', 'sort', 'PAGEN_1'],
    tags: content,
  },
  {
    source: '/career/vacancy/:id/',
    route: 'career/vacancy/[id]',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  {
    source: '/press-center/',
    route: 'press-center',
    lifetime: CONTENT_LIFETIME,
    query: ['PAGEN_1'],
    tags: content,
  },
  {
    source: '/press-center/:id/',
    route: 'press-center/[id]',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
  {
    source: '/buyers/:id/',
    route: 'buyers/[id]',
    lifetime: CONTENT_LIFETIME,
    query: [],
    tags: content,
  },
];

/**
 * What a shared cache may keep of an anonymous page: a CDN or reverse proxy a minute, then
 * stale while it asks again (a CDN hears of no invalidation, hence the short lifetime). Sent on
 * the visitors' copies only, which no session reaches (README "Scaling out").
 */
export const ANONYMOUS_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';

/** Every parameter some cached page is rendered from (proxy.ts's matcher lets these through). */
export const PAGE_QUERY_KEYS = [...new Set(CACHED_PAGES.flatMap((page) => page.query))];

/** @param {string} source */
const patternOf = (source) =>
  new RegExp(`^${source.replace(/:([a-z]+)/g, (_, name) => `(?<${name}>[^/]+)`)}$`);
const PATTERNS = CACHED_PAGES.map((page) => ({ page, pattern: patternOf(page.source) }));

/**
 * The cached page a path belongs to, with its named segments; null when it has none.
 * @param {string} path
 * @returns {{ page: CachedPage, params: Record<string, string> } | null}
 */
export function cachedPageOf(path) {
  for (const { page, pattern } of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return { page, params: { ...match.groups } };
  }
  return null;
}
