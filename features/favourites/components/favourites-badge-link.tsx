'use client';

import { BadgeLink } from '@/components/badge-link';
import { HeartIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import { favouritesTexts } from '../texts';

/** The favourites icon with a given count: the header's, before and after the count loads. */
export function FavouritesBadgeLink({ count, className }: { count: number; className?: string }) {
  return (
    <BadgeLink
      href={routes.userFavourites()}
      icon={<HeartIcon />}
      count={count}
      label={(shown) =>
        shown === null ? favouritesTexts.favourites : favouritesTexts.favouritesWithCount(shown)
      }
      loginReason={favouritesTexts.loginToOpen}
      className={className}
    />
  );
}
