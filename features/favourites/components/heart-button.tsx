import type { MouseEvent } from 'react';
import { HeartIcon } from '@/components/icons/header-icons';
import { favouriteHeartTexts } from '../heart-texts';
import styles from './heart-button.module.scss';

export interface HeartButtonProps {
  pressed: boolean;
  /** The change is on its way (or the buyer's heart waits for its code): a press does nothing. */
  busy?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
  /**
   * A visitor's heart only: the page's login dialog, which the browser opens at a tap before the
   * page's code (issue #37); the code's click cancels that command (./favourite-heart.tsx).
   */
  loginDialog?: string;
}

/**
 * The heart's markup (storefront.md §4 "Favourites"): a toggle button, pressed for a favourite,
 * named by what a press does. Busy, it stays focusable (aria-busy rather than disabled: a
 * disabled button would drop the keyboard's focus on every press).
 */
export function HeartButton({
  pressed,
  busy = false,
  onClick,
  className,
  loginDialog,
}: HeartButtonProps) {
  return (
    <button
      type="button"
      className={[styles.heart, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={pressed ? favouriteHeartTexts.remove : favouriteHeartTexts.add}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      commandfor={loginDialog}
      command={loginDialog ? 'show-modal' : undefined}
    >
      <HeartIcon />
    </button>
  );
}
