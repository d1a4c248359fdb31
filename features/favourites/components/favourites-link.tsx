'use client';

import { BadgeLink } from '@/components/badge-link';
import { HeartIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import { useFavouriteIds } from '../hooks/use-favourite';
import { favouritesTexts } from '../texts';

/** The header's favourites button (storefront.md §2): the login modal when anonymous. */
export function FavouritesLink({ className }: { className?: string }) {
  return (
    <BadgeLink
      href={routes.userFavourites()}
      icon={<HeartIcon />}
      count={useFavouriteIds().length}
      label={(count) =>
        count === null ? favouritesTexts.favourites : favouritesTexts.favouritesWithCount(count)
      }
      loginReason={favouritesTexts.loginToOpen}
      className={className}
    />
  );
}
