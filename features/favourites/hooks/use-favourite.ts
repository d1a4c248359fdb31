'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasSessionFlag as hasSession, useBuyerSession } from '@/lib/session-flag';
import { favoritesApi } from '../api/client';
import { favouriteIdsOptions, favouritesKeys } from '../api/queries';
import { openLoginFor } from '@/lib/stores/login-modal';
import { favouritesTexts } from '../texts';

export function useFavouriteIds() {
  const session = useBuyerSession();
  const ids = useQuery({ ...favouriteIdsOptions(), enabled: session });
  return ids.data?.ids ?? [];
}

/**
 * A product's favourite state and its toggle (storefront.md §4): add or delete, then the ids
 * and the list are flagged as needing refresh. Visitors get the login modal (§6).
 */
export function useFavourite(productId: number) {
  const queryClient = useQueryClient();
  const ids = useFavouriteIds();
  const isFavourite = ids.includes(productId);
  const mutation = useMutation({
    mutationFn: (next: boolean) =>
      next ? favoritesApi.add(productId) : favoritesApi.remove(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
  const toggle = () => {
    if (!hasSession()) {
      openLoginFor(favouritesTexts.loginToAdd);
      return;
    }
    mutation.mutate(!isFavourite);
  };
  return { isFavourite, isLoading: mutation.isPending, toggle };
}
