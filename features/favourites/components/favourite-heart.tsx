'use client';

import { Suspense } from 'react';
import { lazyWithQuery } from '@/components/query-island';
import { hasSessionFlag, useBuyerSession } from '@/lib/session-flag';
import { openLoginFor } from '@/lib/stores/login-modal';
import { favouriteHeartTexts } from '../heart-texts';
import { HeartButton } from './heart-button';

const LiveFavouriteToggle = lazyWithQuery(() =>
  import('./favourite-toggle').then((module) => module.FavouriteToggle),
);

/**
 * The heart on a visitor's page (a card or the product page without a price): a plain button
 * that opens the login modal (storefront.md §6: favourites need login), with no query library
 * or favourites code in the page's first load (issue #22). Should a buyer see such a page, their
 * heart reads the favourite ids as an island loaded after the page, as the card's cart button
 * does (features/catalog/components/cart-button.tsx). A buyer's own copy of the catalogue renders
 * the live heart instead (features/catalog/components/buyer-parts.tsx).
 *
 * Where the page renders its login dialog (features/auth/components/login-dialog.tsx), the
 * server names it (`loginDialog`) and the browser opens it at a tap before the page's code
 * (issue #37); with the code, the click cancels that command and the login modal opens, saying
 * why. The listing, the product page and the search results render it for a visitor.
 */
export function FavouriteHeart({
  productId,
  className,
  loginDialog,
}: {
  productId: number;
  className?: string;
  loginDialog?: string;
}) {
  const buyer = useBuyerSession();
  const plain = (
    <HeartButton
      pressed={false}
      // A buyer's heart is busy until its island is there: a press now would do nothing.
      busy={buyer}
      className={className}
      loginDialog={buyer ? undefined : loginDialog}
      onClick={(event) => {
        event.preventDefault();
        if (!hasSessionFlag()) openLoginFor(favouriteHeartTexts.loginToAdd);
      }}
    />
  );
  if (!buyer) return plain;
  return (
    <Suspense fallback={plain}>
      <LiveFavouriteToggle productId={productId} className={className} />
    </Suspense>
  );
}
