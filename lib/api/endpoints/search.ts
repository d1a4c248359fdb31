import { lazySchema, type ApiClient } from '../client';
import { orNull } from '../swallow';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contractSearch = () => import('../contract/search');
const contractCatalog = () => import('../contract/catalog');

export interface SearchParams {
  /** The typed text; at least 3 characters (storefront.md §5). */
  text: string;
  perPage?: number;
  page?: number;
}

/**
 * Search calls under /through_blocks/ (storefront.md §7, calls.txt). Each one swallows its
 * errors and answers null (§8): a failed search shows nothing and breaks nothing.
 */
export const searchEndpoints = (client: ApiClient) => ({
  search: ({ text, perPage, page }: SearchParams, signal?: AbortSignal) =>
    orNull('search', 'search', { text, perPage, page }, () =>
      client.request({
        path: '/through_blocks/search',
        query: { search_element: text, perPage, PAGEN_1: page },
        schema: lazySchema(contractSearch, 'searchResultSchema'),
        signal,
      }),
    ),
  sectionsAndCollections: (text: string, signal?: AbortSignal) =>
    orNull('search', 'searchSectionsAndCollections', { text }, () =>
      client.request({
        path: '/through_blocks/searchSectionsAndCollections',
        query: { search_element: text },
        schema: lazySchema(contractSearch, 'sectionsAndCollectionsSchema'),
        signal,
      }),
    ),
  preliminaryInformation: (signal?: AbortSignal) =>
    orNull('search', 'preliminaryInformation', {}, () =>
      client.request({
        path: '/through_blocks/preliminaryInformation',
        schema: lazySchema(contractSearch, 'preliminaryInformationSchema'),
        signal,
      }),
    ),
  /**
   * The results page, in the browser, says its search was made (issue #34): the server counts
   * what the search used towards the often searched queries. Quiet: a failure changes nothing.
   */
  recordSearch: (text: string) =>
    orNull('search', 'recordSearch', { text }, () =>
      client.request({
        method: 'POST',
        path: '/through_blocks/recordSearch/',
        form: { search_element: text },
      }),
    ),
  /** The banners inserted into product lists; the results page puts them at position 4. */
  generalBanners: (signal?: AbortSignal) =>
    orNull('search', 'getGeneralBanners', {}, () =>
      client.request({
        path: '/through_blocks/getGeneralBanners',
        schema: lazySchema(contractCatalog, 'bannersSchema'),
        signal,
      }),
    ),
});
