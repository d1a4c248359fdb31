'use client';

import type { ReactNode } from 'react';
import type { CatalogCard, ColorTile } from '@/lib/api/contract/catalog';

/**
 * The catalogue's modals load on first use: their module brings the detail query and the
 * contract's schemas, which the first paint of a page does not need.
 */
export const loadCatalogModals = () => import('./catalog-modals');

interface BaseProps {
  className?: string;
  children: ReactNode;
}

/**
 * «Быстрый просмотр»: with the page's code, the quick view modal. Before it (issue #37) the
 * control is what it is underneath, a link to the product: a tap on a phone still loading its
 * scripts opens the whole product at once rather than nothing for two seconds. A native dialog
 * per card would answer in place, but its markup, in the HTML and again in the RSC payload, is
 * some 2.4 KB a card: 58 KB raw on a listing of 24 (docs/performance.md).
 */
export function QuickViewButton({
  code,
  href,
  className,
  children,
}: BaseProps & { code: string; href: string }) {
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        // A new tab or window asked for (modifier keys, middle click): the link's own.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void loadCatalogModals().then((m) => m.openQuickView(code));
      }}
    >
      {children}
    </a>
  );
}

export function StockButton({
  code,
  title,
  className,
  children,
}: BaseProps & { code: string; title: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void loadCatalogModals().then((m) => m.openStock(code, title))}
    >
      {children}
    </button>
  );
}

export function ColorsButton({
  className,
  children,
  ...props
}: BaseProps & { title: string; colors: ColorTile[]; currentId: number }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void loadCatalogModals().then((m) => m.openColors(props))}
    >
      {children}
    </button>
  );
}

export function CompanionButton({
  className,
  children,
  ...props
}: BaseProps & { elements: CatalogCard[]; informer: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void loadCatalogModals().then((m) => m.openCompanion(props))}
    >
      {children}
    </button>
  );
}
