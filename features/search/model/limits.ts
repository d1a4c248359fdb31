/**
 * The numbers of search (storefront.md §4, §5, §9). Kept free of zod so that the header field
 * can use them without bringing the contract's schemas into the first load; a unit test keeps
 * SEARCH_MIN_LENGTH equal to the contract's.
 */

/** A lookup needs at least 3 characters; fewer clear the results. */
export const SEARCH_MIN_LENGTH = 3;
/**
 * The longest query (issue #34): the fields take no more, and a longer one in an address is cut
 * to it with a note. No catalogue title or article is near it; a 10,000-character paste is.
 */
export const SEARCH_MAX_LENGTH = 100;
/** The quick search looks up after the typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 900;
/** The quick search panel shows 4 products... */
export const QUICK_PAGE_SIZE = 4;
/** ...and up to 3 variants: matching sections and collections. */
export const QUICK_VARIANTS = 3;
/** The results page loads 15 products at a time. */
export const FULL_PAGE_SIZE = 15;
/** On the results page the banner goes in at position 4 (1-based). */
export const SEARCH_BANNER_POSITION = 4;
/** How many pages the results page renders at once when opened with PAGEN_1 = n. */
export const MAX_PAGES_AT_ONCE = 8;

/** The text a lookup is made for: trimmed, inner spaces collapsed. */
export function normaliseQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The query a text asks for, cut to SEARCH_MAX_LENGTH; `cut` says whether anything was lost. */
export function boundedQuery(text: string): { query: string; cut: boolean } {
  const query = normaliseQuery(text);
  if (query.length <= SEARCH_MAX_LENGTH) return { query, cut: false };
  // Counted as the field and the contract count (UTF-16 units), never between a pair's halves.
  const last = query.charCodeAt(SEARCH_MAX_LENGTH - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? SEARCH_MAX_LENGTH - 1 : SEARCH_MAX_LENGTH;
  return { query: query.slice(0, end).trim(), cut: true };
}

/** Whether a text is long enough to look up (storefront.md §5). */
export function isSearchable(text: string): boolean {
  return normaliseQuery(text).length >= SEARCH_MIN_LENGTH;
}
