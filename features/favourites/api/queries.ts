import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { favoritesApi } from './client';

export const FAVOURITES_PER_PAGE = 12;

export const favouritesKeys = {
  all: ['favourites'] as const,
  ids: () => [...favouritesKeys.all, 'ids'] as const,
  list: (page: number) => [...favouritesKeys.all, 'list', page] as const,
};

export const favouriteIdsOptions = () =>
  queryOptions({ queryKey: favouritesKeys.ids(), queryFn: () => favoritesApi.ids() });

export const favouritesListOptions = (page: number) =>
  queryOptions({
    queryKey: favouritesKeys.list(page),
    queryFn: () => favoritesApi.list({ PAGEN_1: page, perPage: FAVOURITES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
