/** `api.<area>.<call>()`: the storefront's only way to the back end (docs/style.md §4). */
import { createApiClient } from './client';
import { searchEndpoints } from './endpoints/search';
import { catalogEndpoints } from './endpoints/catalog';
import { contentEndpoints } from './endpoints/content';
import { formsEndpoints } from './endpoints/forms';
import { authEndpoints } from './endpoints/auth';
import { accountEndpoints } from './endpoints/account';
import { ordersEndpoints } from './endpoints/orders';
import { organizationEndpoints } from './endpoints/organization';
import { recipientsEndpoints } from './endpoints/recipients';
import { basketEndpoints } from './endpoints/basket';
import { favoritesEndpoints } from './endpoints/favorites';
import { orderEndpoints } from './endpoints/order';
import { restockEndpoints } from './endpoints/restock';
import { managerEndpoints } from './endpoints/manager';
import { managerOrdersEndpoints } from './endpoints/manager-orders';
import { popularSearchesEndpoints } from './endpoints/popular-searches';
import { managerExchangeEndpoints } from './endpoints/manager-exchange';
import { seoEndpoints } from './endpoints/seo';
import { shellEndpoints } from './endpoints/shell';
import { storesEndpoints } from './endpoints/stores';
import { suggestionsEndpoints } from './endpoints/suggestions';
import { webVitalsEndpoints } from './endpoints/web-vitals';

const client = createApiClient();

export const api = {
  shell: shellEndpoints(client),
  seo: seoEndpoints(client),
  stores: storesEndpoints(client),
  search: searchEndpoints(client),
  catalog: catalogEndpoints(client),
  content: contentEndpoints(client),
  forms: formsEndpoints(client),
  auth: authEndpoints(client),
  suggestions: suggestionsEndpoints(client),
  account: accountEndpoints(client),
  organization: organizationEndpoints(client),
  recipients: recipientsEndpoints(client),
  orders: ordersEndpoints(client),
  basket: basketEndpoints(client),
  favorites: favoritesEndpoints(client),
  order: orderEndpoints(client),
  restock: restockEndpoints(client),
  manager: managerEndpoints(client),
  managerOrders: managerOrdersEndpoints(client),
  popularSearches: popularSearchesEndpoints(client),
  managerExchange: managerExchangeEndpoints(client),
  webVitals: webVitalsEndpoints(client),
};

export { ApiError, isApiError, SERVER_ERROR_TEXT } from './errors';
export { createApiClient, shouldRetry, type ApiClient } from './client';
