'use client';

import { useFavouriteIds } from '../api/use-favourite';
import { FavouritesBadgeLink } from './favourites-badge-link';

/** The favourites icon of a logged-in buyer, with the count of their favourites. */
export function LiveFavouritesLink({ className }: { className?: string }) {
  return <FavouritesBadgeLink count={useFavouriteIds().length} className={className} />;
}
