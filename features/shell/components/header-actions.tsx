'use client';

import { Suspense } from 'react';
import { UserIcon } from '@/components/icons/header-icons';
import { Link } from '@/components/link';
import { lazyWithQuery } from '@/components/query-island';
import { CartLink } from '@/features/cart/components/cart-link';
import { FavouritesLink } from '@/features/favourites/components/favourites-link';
import { routes } from '@/lib/routes';
import { useSessionFlag, useStaffFlag } from '@/lib/session-flag';
import { shellClientTexts } from '../client-texts';
import { ProfileLink } from './profile-link';
import styles from './header.module.scss';

const LiveProfileLink = lazyWithQuery(() =>
  import('./live-profile-link').then((module) => module.LiveProfileLink),
);

/**
 * Favourites, cart and profile (storefront.md §2 "Header"). They are links to their pages, the
 * first two with their counts (features/favourites, features/cart); a visitor without a session
 * gets the login modal instead (docs/design.md §3: the readable session_auth flag). What a logged-in
 * buyer's icons read (counts, the name) comes as islands after the page, so that a visitor's
 * first load carries no query library (issue #22).
 */
export function HeaderActions({
  hasSession: serverSession,
  isStaff: serverStaff = false,
}: {
  hasSession: boolean;
  isStaff?: boolean;
}) {
  // A page from the cache was rendered without anyone's cookies (issue #16): the server says
  // "no session" there, and the readable flag corrects it once the page is in the browser.
  const hasSession = useSessionFlag(serverSession);
  const isStaff = useStaffFlag(serverStaff) && hasSession;
  const plainProfile = <ProfileLink hasSession={hasSession} name={null} />;

  // Staff have no cart, favourites or buyer's account (issue #20): their way is the workspace.
  if (isStaff) {
    return (
      <div className={styles.actions}>
        <Link
          href={routes.manager()}
          prefetch={false}
          className={`${styles.action} ${styles.profile}`}
          aria-label={shellClientTexts.workspace}
        >
          <UserIcon />
          {/* Beside the icon on a desktop; below it the icon alone, named by the label. */}
          <span className={styles.profileName} aria-hidden="true">
            {shellClientTexts.workspace}
          </span>
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <FavouritesLink className={styles.action} />
      <CartLink className={styles.action} />
      {hasSession ? (
        <Suspense fallback={plainProfile}>
          <LiveProfileLink />
        </Suspense>
      ) : (
        plainProfile
      )}
    </div>
  );
}
