// One endpoint group, not the api index: the browser gets only the cart's schemas.
import { createApiClient } from '@/lib/api/client';
import { basketEndpoints } from '@/lib/api/endpoints/basket';

export const basketApi = basketEndpoints(createApiClient());
