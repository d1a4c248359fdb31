// One endpoint group, not the api index: the browser gets only the checkout's schemas.
import { createApiClient } from '@/lib/api/client';
import { orderEndpoints } from '@/lib/api/endpoints/order';

const client = createApiClient();
export const orderApi = orderEndpoints(client);
