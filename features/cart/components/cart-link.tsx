'use client';

import { useQuery } from '@tanstack/react-query';
import { BadgeLink } from '@/components/badge-link';
import { BagIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import { informerOptions } from '../api/queries';
import { useHasSession } from '../hooks/use-session';
import { cartTexts } from '../texts';

/**
 * The header's cart icon (storefront.md §2): opens /cart/ when logged in, otherwise the login
 * modal; the badge counts positions, capped at '99+'.
 */
export function CartLink({ className }: { className?: string }) {
  const session = useHasSession();
  const informer = useQuery({ ...informerOptions(), enabled: session });
  return (
    <BadgeLink
      href={routes.cart()}
      icon={<BagIcon />}
      count={informer.data?.count ?? 0}
      label={(count) => (count === null ? cartTexts.cart : cartTexts.cartWithCount(count))}
      loginReason={cartTexts.loginToOpen}
      tone="accent"
      className={className}
    />
  );
}
