// One endpoint group, not the api index: the browser gets only the favourites' schemas.
import { createApiClient } from '@/lib/api/client';
import { favoritesEndpoints } from '@/lib/api/endpoints/favorites';

export const favoritesApi = favoritesEndpoints(createApiClient());
