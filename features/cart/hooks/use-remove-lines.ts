'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketApi } from '../api/client';
import { cartKeys } from '../api/queries';

/** 'Удалить выбранные': one call for the chosen lines, then the cart is reloaded. */
export function useRemoveLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => basketApi.remove(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
