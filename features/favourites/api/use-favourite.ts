'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@/components/hooks/use-single-flight';
import { hasSessionFlag as hasSession, useBuyerSession } from '@/lib/session-flag';
import { favoritesApi } from './client';
import { favouriteIdsOptions, favouritesKeys } from './queries';
import { openLoginFor } from '@/lib/stores/login-modal';
import { favouritesTexts } from '../texts';

export function useFavouriteIds() {
  const session = useBuyerSession();
  const ids = useQuery({ ...favouriteIdsOptions(), enabled: session });
  return ids.data?.ids ?? [];
}

/**
 * A product's favourite state and its toggle (storefront.md §4): add or delete, then the ids
 * and the list are flagged as needing refresh. Visitors get the login modal (§6), or
 * `onAnonymous` where the login must wait (the quick view).
 *
 * One press, one change (issue #34): the toggle runs through useSingleFlight, so the second click
 * of a double click, or a click while the change is on its way, changes nothing. It stays busy
 * until the ids are read again (the mutation waits for its onSettled), so the heart never shows
 * the old state between the answer and the refreshed ids.
 */
export function useFavourite(
  productId: number,
  { onAnonymous }: { onAnonymous?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const ids = useFavouriteIds();
  const isFavourite = ids.includes(productId);
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: (next: boolean) =>
      next ? favoritesApi.add(productId) : favoritesApi.remove(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
  const toggle = (event: { detail: number } | null = null) => {
    if (!hasSession()) {
      if (onAnonymous) onAnonymous();
      else openLoginFor(favouritesTexts.loginToAdd);
      return;
    }
    flight.run(event, () => mutation.mutateAsync(!isFavourite));
  };
  return { isFavourite, isLoading: flight.busy || mutation.isPending, toggle };
}
