import { createApiClient } from '@/lib/api/client';
import { searchEndpoints } from '@/lib/api/endpoints/search';

/**
 * Search's own client: the search endpoints alone, so that the lazily loaded panel does not
 * carry every other endpoint's schemas (the api index would).
 */
export const searchApi = searchEndpoints(createApiClient());
