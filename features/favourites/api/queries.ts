import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loggedRead } from '@/lib/api/logged';
import { favoritesApi } from './client';

export const FAVOURITES_PER_PAGE = 12;

export const favouritesKeys = {
  all: ['favourites'] as const,
  ids: () => [...favouritesKeys.all, 'ids'] as const,
  list: (page: number) => [...favouritesKeys.all, 'list', page] as const,
};

// The ids (the header badge and every heart) and the list are background reads: a failure is
// only logged and they answer the empty state (accounts.md §8; lib/api/logged.ts).
export const favouriteIdsOptions = () =>
  queryOptions({
    queryKey: favouritesKeys.ids(),
    queryFn: () => loggedRead('getFavoritesId', () => favoritesApi.ids(), { ids: [] }),
  });

const noFavourites = {
  catalog_list: { elements: [], pagin: { current: 1, max_page: 1, total: 0 } },
};

export const favouritesListOptions = (page: number) =>
  queryOptions({
    queryKey: favouritesKeys.list(page),
    queryFn: () =>
      loggedRead(
        'getListFavorites',
        () => favoritesApi.list({ PAGEN_1: page, perPage: FAVOURITES_PER_PAGE }),
        noFavourites,
      ),
    placeholderData: keepPreviousData,
  });
