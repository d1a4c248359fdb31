'use client';

import type { MouseEvent } from 'react';
import { hasSessionFlag } from '@/lib/session-flag';
import { catalogClientTexts } from '../client-texts';
import styles from './add-to-cart-button.module.scss';
import { openLoginFor } from '@/lib/stores/login-modal';

export interface AddToCartButtonProps {
  /** Called for a logged-in shopper; the cart feature wires the basket call. */
  onAdd?: () => void;
  /** The product is in the cart: 'В корзине'. */
  inCart?: boolean;
  /** For an anonymous shopper, instead of opening the login modal at once (the quick view). */
  onAnonymous?: () => void;
  busy?: boolean;
  disabled?: boolean;
  /**
   * Why it cannot be pressed, when `disabled`: a short face instead of 'Добавить в корзину' and
   * the full sentence as its title (issue #17: a dead button says why).
   */
  reason?: { short: string; full: string };
  size?: 's' | 'm';
  className?: string;
  /**
   * The page's login dialog (features/auth/components/login-dialog.tsx), on a visitor's button
   * only: the server renders it as the button's command, so that a tap before the page's code
   * opens the login (issue #37). Given by the server where it renders the visitor's button (a
   * card or product without a price) and the dialog with it; never on a buyer's.
   */
  loginDialog?: string;
}

/**
 * 'Добавить в корзину' / 'В корзине' (storefront.md §4). An anonymous shopper gets the login
 * modal (§6). With `loginDialog`, the browser opens the page's login dialog at a tap before the
 * code came; once it is here, the click cancels that command (a prevented click skips the
 * button's activation) and the script's modal opens, saying why.
 */
export function AddToCartButton({
  onAdd,
  inCart = false,
  onAnonymous,
  busy = false,
  disabled = false,
  reason,
  size = 'm',
  className,
  loginDialog,
}: AddToCartButtonProps) {
  const why = disabled && !inCart ? reason : undefined;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The code decides now: never the browser's login dialog too (a session may have come).
    event.preventDefault();
    if (!hasSessionFlag()) {
      if (onAnonymous) onAnonymous();
      else openLoginFor(catalogClientTexts.loginToAdd);
      return;
    }
    onAdd?.();
  };
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-size={size}
      data-in-cart={inCart || undefined}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      title={why?.full}
      aria-label={why ? `${catalogClientTexts.addToCart}: ${why.full}` : undefined}
      onClick={onClick}
      commandfor={loginDialog}
      command={loginDialog ? 'show-modal' : undefined}
    >
      {inCart ? catalogClientTexts.inCart : (why?.short ?? catalogClientTexts.addToCart)}
    </button>
  );
}
