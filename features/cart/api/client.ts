// One endpoint group, not the api index: the browser gets only the cart's schemas.
import { createApiClient } from '@/lib/api/client';
import { basketEndpoints } from '@/lib/api/endpoints/basket';
import { createCartCallQueue } from '../model/call-queue';

const endpoints = basketEndpoints(createApiClient());

/**
 * The cart calls. Update and delete go through the 300 ms queue (storefront.md §7): a delete is
 * no longer sent at once, and a burst of changes about one product sends only the last.
 */
export const basketApi = { ...endpoints, ...createCartCallQueue(endpoints) };
