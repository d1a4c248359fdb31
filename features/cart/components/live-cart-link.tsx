'use client';

import { useQuery } from '@tanstack/react-query';
import { informerOptions } from '../api/queries';
import { CartBadgeLink } from './cart-badge-link';

/** The cart icon of a logged-in buyer, with the count of positions from the informer. */
export function LiveCartLink({ className }: { className?: string }) {
  const informer = useQuery(informerOptions());
  return <CartBadgeLink count={informer.data?.count ?? 0} className={className} />;
}
