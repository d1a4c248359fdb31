import { queryOptions } from '@tanstack/react-query';
import { FULL_PAGE_SIZE, QUICK_PAGE_SIZE } from '../model/limits';
import { searchApi } from './search-api';

/** Query keys of search: one entry per query text, so a repeated query is answered from cache. */
export const searchKeys = {
  all: ['search'] as const,
  quick: (text: string) => [...searchKeys.all, 'quick', text] as const,
  variants: (text: string) => [...searchKeys.all, 'variants', text] as const,
  preliminary: () => [...searchKeys.all, 'preliminary'] as const,
  full: (text: string) => [...searchKeys.all, 'full', text] as const,
  banners: () => [...searchKeys.all, 'banners'] as const,
};

/** What was found for a text stays valid for the visit: results are cached per query. */
const FOR_THE_VISIT = 10 * 60_000;

export const quickSearchOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.quick(text),
    queryFn: ({ signal }) => searchApi.search({ text, perPage: QUICK_PAGE_SIZE, page: 1 }, signal),
    staleTime: FOR_THE_VISIT,
    gcTime: FOR_THE_VISIT,
  });

export const variantsOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.variants(text),
    queryFn: ({ signal }) => searchApi.sectionsAndCollections(text, signal),
    staleTime: FOR_THE_VISIT,
    gcTime: FOR_THE_VISIT,
  });

export const preliminaryOptions = () =>
  queryOptions({
    queryKey: searchKeys.preliminary(),
    queryFn: ({ signal }) => searchApi.preliminaryInformation(signal),
    staleTime: FOR_THE_VISIT,
    gcTime: FOR_THE_VISIT,
  });

/** One page of the results page; null when the call failed (nothing is shown for it). */
export const fetchResultsPage = (text: string, page: number, signal?: AbortSignal) =>
  searchApi.search({ text, perPage: FULL_PAGE_SIZE, page }, signal);

export type ResultsPage = NonNullable<Awaited<ReturnType<typeof fetchResultsPage>>>;
