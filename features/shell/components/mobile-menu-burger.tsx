import type { ButtonHTMLAttributes, Ref } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { shellTexts } from '../texts';
import styles from './mobile-menu.module.scss';

/**
 * The mobile menu's burger (./mobile-menu.tsx is the menu): rendered closed on the server, then
 * by the menu itself.
 */
export function MobileMenuBurger({
  open = false,
  buttonRef,
  ...handlers
}: {
  open?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
} & Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-controls' | 'onPointerEnter' | 'onTouchStart' | 'onFocus' | 'onClick'
>) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.burger}
      aria-expanded={open}
      aria-label={open ? shellTexts.closeMenu : shellTexts.openMenu}
      {...handlers}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
