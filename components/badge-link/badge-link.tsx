'use client';

import { Link } from '../link';
import type { MouseEvent, ReactNode } from 'react';
import { hasSessionFlag } from '@/lib/session-flag';
import { ignoreClickForProgress } from '@/lib/stores/loading-bar';
import { openLoginFor } from '@/lib/stores/login-modal';
import styles from './badge-link.module.scss';

/** The header badge: a count, capped at '99+' (storefront.md §9); nothing for none. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.trunc(count));
}

/**
 * A header icon that links to a buyer's page with a count on it (the cart, the favourites):
 * a visitor without a session gets the login modal instead, with the reason given.
 */
export function BadgeLink({
  href,
  icon,
  count,
  label,
  loginReason,
  tone = 'ink',
  className,
}: {
  href: string;
  icon: ReactNode;
  count: number;
  /** The accessible name, with the count when there is one. */
  label: (count: number | null) => string;
  loginReason: string;
  tone?: 'ink' | 'accent';
  className?: string;
}) {
  const badge = badgeText(count);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (hasSessionFlag()) return;
    event.preventDefault();
    ignoreClickForProgress(event.nativeEvent);
    openLoginFor(loginReason);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      className={[styles.link, className].filter(Boolean).join(' ')}
      aria-label={label(badge ? count : null)}
      onClick={onClick}
    >
      {icon}
      {badge ? (
        <span className={styles.badge} data-tone={tone} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
