'use client';

import type { ReactNode } from 'react';
import type { CatalogCard, ColorTile } from '@/lib/api/contract/catalog';
import { openModal } from '@/lib/stores/modals';
import { catalogModalKeys } from '../model/modal-keys';

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

/**
 * 'Заказать образец' and 'Задать вопрос': the forms' modals, opened by key with the product and,
 * when the page knows it, the buyer's own warehouse (the forms also find it themselves).
 */
export function RequestButton({
  kind,
  productName,
  storeXmlId,
  className,
  children,
}: BaseProps & { kind: 'sample' | 'question'; productName: string; storeXmlId?: string }) {
  const key = kind === 'sample' ? catalogModalKeys.sampleRequest : catalogModalKeys.askQuestion;
  return (
    <button
      type="button"
      className={className}
      onClick={() => openModal(key, { props: { productName, storeXmlId } })}
    >
      {children}
    </button>
  );
}
