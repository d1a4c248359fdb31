'use client';

import { Link } from '@/components/link';
import type { MouseEvent } from 'react';
import { UserIcon } from '@/components/icons/header-icons';
import { useMediaQuery } from '@/components/hooks';
import { ignoreClickForProgress } from '@/lib/stores/loading-bar';
import { modalKeys } from '@/lib/stores/modal-keys';
import { openModal } from '@/lib/stores/modals';
import { routes } from '@/lib/routes';
import { hasSessionFlag } from '@/lib/session-flag';
import { shellClientTexts } from '../client-texts';
import styles from './header.module.scss';

/** Below the shell's desktop breakpoint the profile button opens the mini-profile instead. */
const SMALL_SCREEN = '(max-width: 1190.98px)';

/**
 * The profile button (storefront.md §2): the login modal for a visitor; for a logged-in buyer
 * the user area on a desktop and the mini-profile modal on small screens (features/auth
 * registers both), with the company or the buyer's name beside the icon once it is known.
 */
export function ProfileLink({ hasSession, name }: { hasSession: boolean; name: string | null }) {
  const smallScreen = useMediaQuery(SMALL_SCREEN);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasSessionFlag()) {
      event.preventDefault();
      ignoreClickForProgress(event.nativeEvent);
      openModal(modalKeys.login);
      return;
    }
    if (smallScreen && openModal(modalKeys.miniProfile)) {
      event.preventDefault();
      ignoreClickForProgress(event.nativeEvent);
    }
  };

  return (
    <Link
      href={routes.user()}
      prefetch={false}
      className={name ? `${styles.action} ${styles.profile}` : styles.action}
      aria-label={
        hasSession
          ? name
            ? `${shellClientTexts.profileUser}: ${name}`
            : shellClientTexts.profileUser
          : shellClientTexts.profileGuest
      }
      title={name ?? undefined}
      onClick={onClick}
    >
      <UserIcon />
      {name ? (
        <span className={styles.profileName} aria-hidden="true">
          {name}
        </span>
      ) : null}
    </Link>
  );
}
