import {
  favoriteChangeSchema,
  favoritesDeleteSchema,
  favoritesIdsSchema,
  favoritesListSchema,
  type FavoritesListQuery,
} from '../contract/favorites';
import type { ApiClient } from '../client';
import { orNull } from '../swallow';

const base = '/personalAccountFavorites';

export const favoritesEndpoints = (client: ApiClient) => ({
  /** Null on failure (storefront.md §8): no product shows as a favourite, nothing breaks. */
  ids: () =>
    orNull('favourites', 'getFavoritesId', {}, () =>
      client.request({ path: `${base}/getFavoritesId/`, schema: favoritesIdsSchema }),
    ),
  list: (query: FavoritesListQuery = {}) =>
    client.request({ path: `${base}/getListFavorites/`, query, schema: favoritesListSchema }),
  add: (productId: number) =>
    client.request({
      method: 'POST',
      path: `${base}/addFavorites/`,
      form: { product_id: productId },
      schema: favoriteChangeSchema,
    }),
  remove: (productId: number) =>
    client.request({
      method: 'POST',
      path: `${base}/deleteFavorites/`,
      form: { product_id: productId },
      schema: favoriteChangeSchema,
    }),
  removeMany: (productIds: readonly number[]) =>
    client.request({
      method: 'POST',
      path: `${base}/deleteItemsFavorites/`,
      form: { product_id: productIds },
      schema: favoritesDeleteSchema,
    }),
});
