'use client';

import { Suspense } from 'react';
import { lazyWithQuery } from '@/components/query-island';
import { useHasSession } from '../hooks/use-session';
import { CartBadgeLink } from './cart-badge-link';

const LiveCartLink = lazyWithQuery(() =>
  import('./live-cart-link').then((module) => module.LiveCartLink),
);

/**
 * The header's cart icon (storefront.md §2): opens /cart/ when logged in, otherwise the login
 * modal; the badge counts positions, capped at '99+'. A visitor's icon is plain; the count of a
 * logged-in buyer is an island loaded after the page (issue #22: no query library in the
 * visitor's first load).
 */
export function CartLink({ className }: { className?: string }) {
  const plain = <CartBadgeLink count={0} className={className} />;
  if (!useHasSession()) return plain;
  return (
    <Suspense fallback={plain}>
      <LiveCartLink className={className} />
    </Suspense>
  );
}
