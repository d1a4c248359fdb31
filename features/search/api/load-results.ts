import 'server-only';
import { api } from '@/lib/api';
import type { Banner } from '@/lib/api/contract/catalog';
import { FULL_PAGE_SIZE, isSearchable, MAX_PAGES_AT_ONCE, normaliseQuery } from '../model/limits';
import { pagesToRender } from '../model/results-url';
import type { ResultsPage } from './search-queries';

export interface SearchResultsData {
  query: string;
  /** The pages 1..n the address asks for (PAGEN_1 = n); null when the search failed. */
  pages: ResultsPage[] | null;
  variants: { id: number; link: string; text: string }[];
  banners: Banner[];
}

/**
 * The first render of the results page, on the server: pages 1..PAGEN_1 (bounded), the
 * matching sections and collections, and the list banners, in parallel. Each call that fails
 * is logged and answers null (lib/api/endpoints/search.ts), which leaves its part empty.
 */
export async function loadSearchResults(
  rawQuery: string,
  page: number,
): Promise<SearchResultsData> {
  const query = normaliseQuery(rawQuery);
  if (!isSearchable(query)) return { query, pages: null, variants: [], banners: [] };
  const wanted = pagesToRender(page, MAX_PAGES_AT_ONCE);
  const pageCalls = Array.from({ length: wanted }, (_, i) =>
    api.search.search({ text: query, perPage: FULL_PAGE_SIZE, page: i + 1 }),
  );
  const [variants, banners, ...pages] = await Promise.all([
    api.search.sectionsAndCollections(query),
    api.search.generalBanners(),
    ...pageCalls,
  ]);
  const first = pages[0];
  let loaded: ResultsPage[] | null = null;
  if (first) {
    // Pages past the last one are empty; a failed page cuts the list there.
    const last = pagesToRender(wanted, first.catalog_list.pagin.max_page);
    const kept = pages.slice(0, last);
    const failedAt = kept.findIndex((p) => p === null);
    loaded = (failedAt === -1 ? kept : kept.slice(0, failedAt)) as ResultsPage[];
  }
  return {
    query,
    pages: loaded,
    variants: variants?.sections_and_collections ?? [],
    banners: banners?.banners ?? [],
  };
}
