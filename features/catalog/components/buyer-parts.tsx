'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { hasSessionFlag } from '@/lib/session-flag';

const loadParts = () => import('./buyer-dynamic');
type Parts = Awaited<ReturnType<typeof loadParts>>;

// A buyer's page has these in its server HTML: their code is asked for with the page's own
// scripts, so that the buy box is live as soon as the page is (a quantity typed into it before
// would be lost to hydration). A visitor's page never asks.
if (typeof document !== 'undefined' && hasSessionFlag()) void loadParts();

/** A buyer's part: rendered (on the server too) inside its own boundary, its code loaded then. */
function buyerPart<P extends object>(pick: (parts: Parts) => ComponentType<P>) {
  const Part = lazy(() => loadParts().then((parts) => ({ default: pick(parts) })));
  function BuyerPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return BuyerPart;
}

/**
 * The parts of the catalogue only a logged-in buyer gets, rendered only where the API sent a
 * price (a buyer's copy of the page): the buy box, a card's live cart button, the favourite
 * heart and 'Сообщить о поступлении'. They and TanStack Query are one chunk (./buyer-dynamic.tsx,
 * which names it in a buyer's HTML), so that the catalogue's route (listing and product page
 * alike) carries none of them, nor next/dynamic's loader, in a visitor's first load (issue #22).
 */
export const BuyerBuyBox = buyerPart((parts) => parts.BuyerBuyBox);
export const BuyerCartButton = buyerPart((parts) => parts.BuyerCartButton);
export const BuyerFavouriteToggle = buyerPart((parts) => parts.BuyerFavouriteToggle);
export const BuyerRestockButton = buyerPart((parts) => parts.BuyerRestockButton);
