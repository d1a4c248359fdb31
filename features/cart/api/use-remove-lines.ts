'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketApi } from './client';
import { productOfCartLine, pushEcommerce } from '@/lib/analytics/ecommerce';
import { basketOptions, cartKeys } from './queries';

/** 'Удалить выбранные': one call for the chosen lines, then the cart is reloaded. */
export function useRemoveLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const before = queryClient.getQueryData(basketOptions().queryKey)?.cart ?? [];
      const result = await basketApi.remove(ids);
      // Metrica's `remove` (issue #21), one event with the lines that left.
      const gone = before.filter((line) => ids.includes(line.product_id));
      pushEcommerce(
        'remove',
        gone.map((line) => ({ product: productOfCartLine(line), kg: line.quantity })),
      );
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
