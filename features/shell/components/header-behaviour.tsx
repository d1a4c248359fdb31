'use client';

import { CatalogMenu } from './catalog-menu';
import { MobileMenu } from './mobile-menu';

/**
 * What the header's menus need the page's code for (issue #37), brought after the page's load
 * (./shell-duties.tsx): the browser opens and closes them itself from the first paint, so none of
 * this is in the page's first load, and it attaches to the server's elements rather than
 * rendering them again.
 */
export function HeaderBehaviour() {
  return (
    <>
      <MobileMenu />
      <CatalogMenu />
    </>
  );
}
