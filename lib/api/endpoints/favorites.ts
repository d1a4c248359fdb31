import {
  favoriteChangeSchema,
  favoritesDeleteSchema,
  favoritesIdsSchema,
  favoritesListSchema,
  type FavoritesListQuery,
} from '../contract/favorites';
import type { ApiClient } from '../client';

const base = '/personalAccountFavorites';

export const favoritesEndpoints = (client: ApiClient) => ({
  ids: () => client.request({ path: `${base}/getFavoritesId/`, schema: favoritesIdsSchema }),
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
