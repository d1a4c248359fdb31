import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart/api/queries';
import type { CreateOrderForm } from '@/lib/api/contract/order';
import { orderApi } from './client';

/**
 * Places the order. The form shows a failure itself (`silent`); a placed order empties the cart,
 * so the cart's queries are stale at once.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateOrderForm) => orderApi.create(payload),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
