'use client';

import { Suspense } from 'react';
import { lazyWithQuery } from '@/components/query-island';
import { useSessionFlag } from '@/lib/session-flag';
import { FavouritesBadgeLink } from './favourites-badge-link';

const LiveFavouritesLink = lazyWithQuery(() =>
  import('./live-favourites-link').then((module) => module.LiveFavouritesLink),
);

/**
 * The header's favourites button (storefront.md §2): the login modal when anonymous. The count
 * of a logged-in buyer is an island loaded after the page (issue #22).
 */
export function FavouritesLink({ className }: { className?: string }) {
  const plain = <FavouritesBadgeLink count={0} className={className} />;
  if (!useSessionFlag()) return plain;
  return (
    <Suspense fallback={plain}>
      <LiveFavouritesLink className={className} />
    </Suspense>
  );
}
