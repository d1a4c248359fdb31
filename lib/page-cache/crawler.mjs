// @ts-check
/** Who is a search engine, for the home page's preloader and its cached variant. Plain ESM: next.config.ts builds a rewrite condition from it. */

/**
 * Search engines get the home page without the preloader (storefront.md §9: its content is in
 * the HTML either way, but nothing should stand between a crawler's render and the page).
 */
export const CRAWLER_WORDS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'yandex',
  'googlebot',
  'bingbot',
  'duckduck',
  'baidu',
  'facebookexternalhit',
  'embedly',
  'preview',
];

/** @param {string | null | undefined} userAgent */
export function isCrawler(userAgent) {
  if (!userAgent) return false;
  const lower = userAgent.toLowerCase();
  return CRAWLER_WORDS.some((word) => lower.includes(word));
}

/**
 * A user agent that is not a crawler, as an anchored pattern for a rewrite's `has` condition
 * (Next tests the header against `^value$`, with no flags: each letter gets both cases).
 */
export function browserUserAgentPattern() {
  const word = (/** @type {string} */ text) =>
    [...text].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
  return `(?![\\s\\S]*(?:${CRAWLER_WORDS.map(word).join('|')}))[\\s\\S]*`;
}
