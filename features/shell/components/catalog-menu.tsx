'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { setCatalogOpen } from '../model/header-store';
import { hidePopover, usePopoverOpen } from '@/components/hooks';
import { CATALOG_MENU_ID } from './catalog-menu-view';

/**
 * What the catalogue menu (./catalog-menu-view.tsx, opened by the browser itself) needs the
 * page's code for, attached to the server's elements once the code has come (./shell-duties.tsx):
 * the header is gray while it is open, and it closes on a followed link and on a client-side
 * navigation (Back included). It renders nothing.
 */
export function CatalogMenu() {
  const open = usePopoverOpen(CATALOG_MENU_ID);
  const pathname = usePathname();

  useEffect(() => setCatalogOpen(open), [open]);
  useEffect(() => () => setCatalogOpen(false), []);

  useEffect(() => {
    const panel = document.getElementById(CATALOG_MENU_ID);
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a'))
        hidePopover(CATALOG_MENU_ID);
    };
    panel?.addEventListener('click', closeOnLink);
    return () => panel?.removeEventListener('click', closeOnLink);
  }, []);

  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    hidePopover(CATALOG_MENU_ID);
  }, [pathname]);

  return null;
}
