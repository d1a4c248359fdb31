'use client';

import { useEffect } from 'react';
import { useScrollLock } from '@/lib/stores/scroll-lock';
import { setMobileMenuOpen } from '../model/header-store';
import { useMenuClosing } from '../model/use-menu-closing';
import { useMediaQuery, usePopoverOpen } from '@/components/hooks';
import { shellTexts } from '../texts';
import { MOBILE_MENU_ID } from './mobile-menu-view';

const DESKTOP = '(min-width: 1191px)';

/** The parts of the page behind the open menu, taken out of the tab order. */
const BEHIND_MENU = ['#main', '[data-shell-footer]'];

/**
 * What the mobile menu (./mobile-menu-view.tsx, opened by the browser itself) needs the page's
 * code for, attached to the server's elements once the code has come (./shell-duties.tsx),
 * whatever the visitor did meanwhile: the header turns light and the page is counted locked
 * (lib/stores/scroll-lock) while it is open, the burger is named for what it does, the page
 * behind leaves the tab order, and it closes on a client-side navigation, on a followed link
 * and when the window grows to the desktop header. It renders nothing.
 */
export function MobileMenu() {
  const open = usePopoverOpen(MOBILE_MENU_ID);
  const isDesktop = useMediaQuery(DESKTOP);

  useScrollLock(open);

  useEffect(() => {
    setMobileMenuOpen(open);
    const burger = document.querySelector(`[popovertarget="${MOBILE_MENU_ID}"]`);
    burger?.setAttribute('aria-label', open ? shellTexts.closeMenu : shellTexts.openMenu);
    if (!open) return;
    const behind = BEHIND_MENU.flatMap((selector) =>
      Array.from(document.querySelectorAll(selector)),
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [open]);

  useMenuClosing(MOBILE_MENU_ID, isDesktop);

  useEffect(() => () => setMobileMenuOpen(false), []);
  return null;
}
