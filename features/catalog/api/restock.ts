// One endpoint group, not the api index: the product page gets only the restock schemas.
import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '@/lib/api/client';
import { restockEndpoints } from '@/lib/api/endpoints/restock';

export const restockApi = restockEndpoints(createApiClient());

/** Shared with the account's list (features/account): one key for the buyer's notices. */
export const restockKeys = { all: ['restock'] as const };

export const restockListOptions = () =>
  queryOptions({ queryKey: restockKeys.all, queryFn: () => restockApi.list() });
