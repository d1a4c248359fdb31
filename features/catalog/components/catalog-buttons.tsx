'use client';

import type { ReactNode } from 'react';
import type { CatalogCard, ColorTile } from '@/lib/api/contract/catalog';
import { openModal } from '@/lib/stores/modals';
import { catalogModalKeys } from '../model/modal-keys';
import { openColors, openCompanion, openQuickView, openStock } from './catalog-modals';

interface BaseProps {
  className?: string;
  children: ReactNode;
}

export function QuickViewButton({ code, className, children }: BaseProps & { code: string }) {
  return (
    <button type="button" className={className} onClick={() => openQuickView(code)}>
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
    <button type="button" className={className} onClick={() => openStock(code, title)}>
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
    <button type="button" className={className} onClick={() => openColors(props)}>
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
    <button type="button" className={className} onClick={() => openCompanion(props)}>
      {children}
    </button>
  );
}

/** 'Заказать образец' and 'Задать вопрос': the forms' modals, opened by key with the product. */
export function RequestButton({
  kind,
  productName,
  className,
  children,
}: BaseProps & { kind: 'sample' | 'question'; productName: string }) {
  const key = kind === 'sample' ? catalogModalKeys.sampleRequest : catalogModalKeys.askQuestion;
  return (
    <button
      type="button"
      className={className}
      onClick={() => openModal(key, { props: { productName, product_name: productName } })}
    >
      {children}
    </button>
  );
}
