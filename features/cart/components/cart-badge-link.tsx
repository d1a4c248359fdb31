'use client';

import { BadgeLink } from '@/components/badge-link';
import { BagIcon } from '@/components/icons/header-icons';
import { routes } from '@/lib/routes';
import { cartLinkTexts } from '../link-texts';

/** The cart icon with a given count: what the header shows before and after the count loads. */
export function CartBadgeLink({ count, className }: { count: number; className?: string }) {
  return (
    <BadgeLink
      href={routes.cart()}
      icon={<BagIcon />}
      count={count}
      label={(shown) => (shown === null ? cartLinkTexts.cart : cartLinkTexts.cartWithCount(shown))}
      loginReason={cartLinkTexts.loginToOpen}
      tone="accent"
      className={className}
    />
  );
}
