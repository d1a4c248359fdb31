/** `api.<area>.<call>()`: the storefront's only way to the back end (STYLE.md §4). */
import { createApiClient } from './client';
import { basketEndpoints } from './endpoints/basket';
import { favoritesEndpoints } from './endpoints/favorites';
import { orderEndpoints } from './endpoints/order';
import { seoEndpoints } from './endpoints/seo';
import { shellEndpoints } from './endpoints/shell';
import { storesEndpoints } from './endpoints/stores';

const client = createApiClient();

export const api = {
  shell: shellEndpoints(client),
  seo: seoEndpoints(client),
  stores: storesEndpoints(client),
  basket: basketEndpoints(client),
  favorites: favoritesEndpoints(client),
  order: orderEndpoints(client),
};

export { ApiError, isApiError, SERVER_ERROR_TEXT } from './errors';
export { createApiClient, shouldRetry, type ApiClient } from './client';
