'use client';

import { BadgeLink } from '@/components/badge-link';
import { HeartIcon } from '@/components/icons/header-icons';
import { routes } from '@/lib/routes';
import { favouritesLinkTexts } from '../link-texts';

/** The favourites icon with a given count: the header's, before and after the count loads. */
export function FavouritesBadgeLink({ count, className }: { count: number; className?: string }) {
  return (
    <BadgeLink
      href={routes.userFavourites()}
      icon={<HeartIcon />}
      count={count}
      label={(shown) =>
        shown === null
          ? favouritesLinkTexts.favourites
          : favouritesLinkTexts.favouritesWithCount(shown)
      }
      loginReason={favouritesLinkTexts.loginToOpen}
      className={className}
    />
  );
}
