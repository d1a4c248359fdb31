'use client';

import { Suspense } from 'react';
import { lazyWithQuery } from '@/components/query-island';
import { useBuyerSession } from '@/lib/session-flag';
import { AddToCartButton } from './add-to-cart-button';
import { cannotAddReason } from './cannot-add-reason';
import type { CartButtonProps } from './live-cart-button';

const LiveCartButton = lazyWithQuery(() =>
  import('./live-cart-button').then((module) => module.LiveCartButton),
);

/**
 * 'Добавить в корзину' on a card or in the quick view: adds one packing step (the minimum
 * order, storefront.md §3) and then reads 'В корзине'. Visitors get the login modal. A
 * visitor's button is plain; a buyer's reads the cart line, as an island loaded after the page
 * (issue #22: no query library or cart code in a visitor's catalogue).
 *
 * `loginDialog` is the page's login dialog, given by the server with the visitor's card (one
 * without a price: ./product-card.tsx): the button opens it at a tap before the page's code
 * (issue #37). Should the browser find a buyer's session flag, the button waits for the buyer's
 * island instead and names no dialog.
 */
export function CartButton({ loginDialog, ...props }: CartButtonProps & { loginDialog?: string }) {
  const { stepKg, maxKg, unit, size, className, onAnonymous } = props;
  const disabled = Math.floor(maxKg) < stepKg;
  const buyer = useBuyerSession();
  const plain = (
    <AddToCartButton
      size={size}
      className={className}
      onAnonymous={onAnonymous}
      loginDialog={buyer ? undefined : loginDialog}
      // A buyer's button is busy until its island is there: a press now would do nothing.
      busy={buyer}
      disabled={disabled}
      reason={disabled ? cannotAddReason(maxKg, stepKg, unit) : undefined}
    />
  );
  if (!buyer) return plain;
  return (
    <Suspense fallback={plain}>
      <LiveCartButton {...props} />
    </Suspense>
  );
}
