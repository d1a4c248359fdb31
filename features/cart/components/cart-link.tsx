'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { MouseEvent } from 'react';
import { BagIcon } from '@/components/icons';
import { ignoreClickForProgress } from '@/lib/stores/loading-bar';
import { routes } from '@/lib/routes';
import { informerOptions } from '../api/queries';
import { useHasSession } from '../hooks/use-session';
import { badgeText } from '../model/badge';
import { hasSessionFlag as hasSession } from '@/lib/session-flag';
import { cartTexts } from '../texts';
import styles from './cart-link.module.scss';
import { openLoginFor } from '@/lib/stores/login-modal';

/**
 * The header's cart icon (storefront.md §2): opens /cart/ when logged in, otherwise the login
 * modal; the badge counts positions, capped at '99+'.
 */
export function CartLink({ className }: { className?: string }) {
  const session = useHasSession();
  const informer = useQuery({ ...informerOptions(), enabled: session });
  const count = informer.data?.count ?? 0;
  const badge = badgeText(count);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (hasSession()) return;
    event.preventDefault();
    ignoreClickForProgress(event.nativeEvent);
    openLoginFor(cartTexts.loginToOpen);
  };

  return (
    <Link
      href={routes.cart()}
      prefetch={false}
      className={[styles.link, className].filter(Boolean).join(' ')}
      aria-label={badge ? cartTexts.cartWithCount(count) : cartTexts.cart}
      onClick={onClick}
    >
      <BagIcon />
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
