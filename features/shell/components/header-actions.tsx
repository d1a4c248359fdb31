'use client';

import { Link } from '@/components/link';
import type { MouseEvent } from 'react';
import { UserIcon } from '@/components/icons';
import { useMediaQuery } from '@/components/hooks';
import { useShortAccount } from '@/features/auth';
import { CartLink } from '@/features/cart';
import { FavouritesLink } from '@/features/favourites';
import { ignoreClickForProgress } from '@/lib/stores/loading-bar';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal } from '@/lib/stores/modals';
import { routes } from '@/lib/routes';
import { hasSessionFlag, useSessionFlag } from '@/lib/session-flag';
import { shellTexts } from '../texts';
import styles from './header.module.scss';

/** Below the shell's desktop breakpoint the profile button opens the mini-profile instead. */
const SMALL_SCREEN = '(max-width: 1190.98px)';

/**
 * Favourites, cart and profile (storefront.md §2 "Header"). They are links to their pages, the
 * first two with their counts (features/favourites, features/cart); a visitor without a session
 * gets the login modal instead (DESIGN.md §3: the readable
 * session_auth flag). The profile button of a logged-in buyer opens the user area on a desktop
 * and the mini-profile modal on small screens (storefront.md §2; features/auth registers both).
 */
export function HeaderActions({ hasSession: serverSession }: { hasSession: boolean }) {
  const smallScreen = useMediaQuery(SMALL_SCREEN);
  // A page from the cache was rendered without anyone's cookies (issue #16): the server says
  // "no session" there, and the readable flag corrects it once the page is in the browser.
  const hasSession = useSessionFlag(serverSession);
  // Who is logged in, beside the icon on a desktop: the company, or the buyer's name.
  const name = useShortAccount(hasSession).display_name;

  const instead = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    event.preventDefault();
    ignoreClickForProgress(event.nativeEvent);
    openModal(key);
  };

  const onProfile = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasSessionFlag()) return instead(event, modalKeys.login);
    if (smallScreen && openModal(modalKeys.miniProfile)) {
      event.preventDefault();
      ignoreClickForProgress(event.nativeEvent);
    }
  };

  return (
    <div className={styles.actions}>
      <FavouritesLink className={styles.action} />
      <CartLink className={styles.action} />
      <Link
        href={routes.user()}
        prefetch={false}
        className={name ? `${styles.action} ${styles.profile}` : styles.action}
        aria-label={
          hasSession
            ? name
              ? `${shellTexts.profileUser}: ${name}`
              : shellTexts.profileUser
            : shellTexts.profileGuest
        }
        title={name ?? undefined}
        onClick={onProfile}
      >
        <UserIcon />
        {name ? (
          <span className={styles.profileName} aria-hidden="true">
            {name}
          </span>
        ) : null}
      </Link>
    </div>
  );
}
