import {
  preliminaryInformationSchema,
  searchResultSchema,
  sectionsAndCollectionsSchema,
} from '../contract/search';
import { bannersSchema } from '../contract/catalog';
import type { ApiClient } from '../client';
import { orNull } from '../swallow';

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
        schema: searchResultSchema,
        signal,
      }),
    ),
  sectionsAndCollections: (text: string, signal?: AbortSignal) =>
    orNull('search', 'searchSectionsAndCollections', { text }, () =>
      client.request({
        path: '/through_blocks/searchSectionsAndCollections',
        query: { search_element: text },
        schema: sectionsAndCollectionsSchema,
        signal,
      }),
    ),
  preliminaryInformation: (signal?: AbortSignal) =>
    orNull('search', 'preliminaryInformation', {}, () =>
      client.request({
        path: '/through_blocks/preliminaryInformation',
        schema: preliminaryInformationSchema,
        signal,
      }),
    ),
  /** The banners inserted into product lists; the results page puts them at position 4. */
  generalBanners: (signal?: AbortSignal) =>
    orNull('search', 'getGeneralBanners', {}, () =>
      client.request({
        path: '/through_blocks/getGeneralBanners',
        schema: bannersSchema,
        signal,
      }),
    ),
});
