'use client';

import Link from 'next/link';
import type { MouseEvent } from 'react';
import { HeartIcon } from '@/components/icons';
import { hasSessionFlag } from '@/lib/session-flag';
import { ignoreClickForProgress } from '@/lib/stores/loading-bar';
import { routes } from '@/lib/routes';
import { useFavouriteIds } from '../hooks/use-favourite';
import { favouritesTexts } from '../texts';
import styles from './favourites.module.scss';
import { openLoginFor } from '@/lib/stores/login-modal';

/** The header's favourites button (storefront.md §2): the login modal when anonymous. */
export function FavouritesLink({ className }: { className?: string }) {
  const count = useFavouriteIds().length;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (hasSessionFlag()) return;
    event.preventDefault();
    ignoreClickForProgress(event.nativeEvent);
    openLoginFor(favouritesTexts.loginToOpen);
  };
  const badge = count > 99 ? '99+' : count > 0 ? String(count) : null;
  return (
    <Link
      href={routes.userFavourites()}
      prefetch={false}
      className={[styles.link, className].filter(Boolean).join(' ')}
      aria-label={badge ? favouritesTexts.favouritesWithCount(count) : favouritesTexts.favourites}
      onClick={onClick}
    >
      <HeartIcon />
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
