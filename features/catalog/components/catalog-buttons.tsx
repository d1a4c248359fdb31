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

export function QuickViewButton({ code, className, children }: BaseProps & { code: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void loadCatalogModals().then((m) => m.openQuickView(code))}
    >
      {children}
    </button>
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
