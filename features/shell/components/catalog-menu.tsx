'use client';

import { useEffect } from 'react';
import { setCatalogOpen } from '../model/header-store';
import { useMenuClosing } from '../model/use-menu-closing';
import { usePopoverOpen } from '@/components/hooks';
import { CATALOG_MENU_ID } from './catalog-menu-view';

/**
 * What the catalogue menu (./catalog-menu-view.tsx, opened by the browser itself) needs the
 * page's code for, attached to the server's elements once the code has come (./shell-duties.tsx):
 * the header is gray while it is open, and it closes on a followed link and on a client-side
 * navigation (Back included). It renders nothing.
 */
export function CatalogMenu() {
  const open = usePopoverOpen(CATALOG_MENU_ID);

  useEffect(() => setCatalogOpen(open), [open]);
  useEffect(() => () => setCatalogOpen(false), []);

  useMenuClosing(CATALOG_MENU_ID);

  return null;
}
