'use client';

import { Suspense } from 'react';
import { lazyWithQuery } from '@/components/query-island';
import { useBuyerSession } from '@/lib/session-flag';
import type { OwnManagerProps } from './live-own-manager';

const LiveOwnManager = lazyWithQuery(() =>
  import('./live-own-manager').then((module) => module.LiveOwnManager),
);

/**
 * The logged-in buyer's personal manager by the stock (SF-6.02): 'Ваш менеджер' with the name
 * (a link to the manager page) and the phone. Read in the browser: the product page is the same
 * for every buyer of a warehouse and comes from the cache (issue #16), the manager is this
 * buyer's own. A visitor's page has none and loads nothing for it (issue #22).
 */
export function OwnManager(props: OwnManagerProps) {
  if (!useBuyerSession()) return null;
  return (
    <Suspense fallback={null}>
      <LiveOwnManager {...props} />
    </Suspense>
  );
}
