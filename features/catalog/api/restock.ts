// One endpoint group, not the api index: the product page gets only the restock schemas.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '@/lib/api/client';
import { restockEndpoints } from '@/lib/api/endpoints/restock';

export const restockApi = restockEndpoints(createApiClient());

/** Shared with the account's list (features/account): one key for the buyer's notices. */
export const restockKeys = { all: ['restock'] as const };

export const restockListOptions = () =>
  queryOptions({ queryKey: restockKeys.all, queryFn: () => restockApi.list() });

type Handlers<T> = { onDone: (result: T) => unknown; onFailed?: (error: unknown) => unknown };

/** Subscribes to the product's arrival at the buyer's warehouse, or cancels a subscription. */
export function useRestockToggle(
  productId: number,
  subscribed: boolean,
  { onDone, onFailed }: Handlers<{ subscribed: boolean }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      subscribed ? restockApi.unsubscribe(productId) : restockApi.subscribe(productId),
    meta: { silent: true },
    onSuccess: async (result) => {
      await onDone(result);
      await queryClient.invalidateQueries({ queryKey: restockKeys.all });
    },
    onError: onFailed,
  });
}

/** Cancels the notice of a product (the account's list). */
export function useRestockCancel(onDone: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => restockApi.unsubscribe(productId),
    onSuccess: async () => {
      await onDone();
      await queryClient.invalidateQueries({ queryKey: restockKeys.all });
    },
  });
}
