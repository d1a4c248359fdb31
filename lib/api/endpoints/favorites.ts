import type { FavoritesListQuery } from '../contract/favorites';
import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/favorites');

const base = '/personalAccountFavorites';

export const favoritesEndpoints = (client: ApiClient) => ({
  ids: () =>
    client.request({
      path: `${base}/getFavoritesId/`,
      schema: lazySchema(contract, 'favoritesIdsSchema'),
    }),
  list: (query: FavoritesListQuery = {}) =>
    client.request({
      path: `${base}/getListFavorites/`,
      query,
      schema: lazySchema(contract, 'favoritesListSchema'),
    }),
  add: (productId: number) =>
    client.request({
      method: 'POST',
      path: `${base}/addFavorites/`,
      form: { product_id: productId },
      schema: lazySchema(contract, 'favoriteChangeSchema'),
    }),
  remove: (productId: number) =>
    client.request({
      method: 'POST',
      path: `${base}/deleteFavorites/`,
      form: { product_id: productId },
      schema: lazySchema(contract, 'favoriteChangeSchema'),
    }),
  removeMany: (productIds: readonly number[]) =>
    client.request({
      method: 'POST',
      path: `${base}/deleteItemsFavorites/`,
      form: { product_id: productIds },
      schema: lazySchema(contract, 'favoritesDeleteSchema'),
    }),
});
