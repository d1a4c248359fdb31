'use client';

import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ButtonLink } from '@/components/button';
import type { Basket } from '@/lib/api/contract/basket';
import { quantityText } from '@/lib/catalog/units';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralize } from '@/lib/format/plural';
import { routes } from '@/lib/routes';
import { basketOptions } from '../api/queries';
import { useUndoableRemoval } from '../api/use-undoable-removal';
import { selectAllState, toggleAll, toggleOne } from '../model/selection';
import { cartTexts } from '../texts';
import { CartLineRow } from './cart-line-row';
import { RemovalNotice } from './removal-notice';
import { QueryState } from '@/components/query-state';
import styles from './cart-page.module.scss';

/**
 * The quick order panel (issue #21) as its own chunk: the header's cart link reaches this module
 * through the cart's index on every page, and the panel is wanted on /cart/ only.
 */
const QuickOrder = dynamic(() => import('./quick-order').then((m) => m.QuickOrder));

/** /cart/ (storefront.md §4): lines by availability, selection, totals, the way to checkout. */
export function CartPage() {
  const basket = useQuery(basketOptions());
  if (!basket.data)
    return (
      <QueryState
        isPending={basket.isPending}
        error={basket.error}
        onRetry={() => void basket.refetch()}
        failedText={cartTexts.loadError}
      />
    );
  return (
    <>
      <QuickOrder />
      <CartView basket={basket.data} />
    </>
  );
}

export function CartView({ basket }: { basket: Basket }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const removal = useUndoableRemoval();
  const ids = useMemo(() => basket.cart.map((line) => line.product_id), [basket.cart]);
  // Lines that left the cart leave the selection too.
  const chosen = useMemo(() => new Set(ids.filter((id) => selected.has(id))), [ids, selected]);
  const all = selectAllState(ids, chosen);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const focusCartControls = useCallback(() => selectAllRef.current?.focus(), []);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = all === 'some';
  }, [all]);

  // In both of the cart's states, at the same place in the tree (one live region): 'Выбрать все'
  // and 'Удалить выбранные' empty the cart, and 'Вернуть' is wanted then most of all.
  const notice = (
    <RemovalNotice
      notice={removal.notice}
      restoring={removal.restoring}
      onUndo={removal.undo}
      onDismiss={removal.dismiss}
      onHold={removal.hold}
      // Back to where the deletion began, the cart's own controls.
      onFocusLost={focusCartControls}
    />
  );

  if (basket.cart.length === 0) {
    return (
      <>
        {notice}
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{cartTexts.empty}</p>
          <p>{cartTexts.emptyLead}</p>
          <ButtonLink href={routes.catalog()}>{cartTexts.toCatalog}</ButtonLink>
        </div>
      </>
    );
  }

  const inStock = basket.cart.filter((line) => !line.out_of_stock);
  const outOfStock = basket.cart.filter((line) => line.out_of_stock);
  const totals = basket.cart_result;
  // Issue #35: the weight is of the lines in kg, shown while there are some (or nothing else);
  // metres sold by the metre join the metreage, pieces have a row of their own.
  const showWeight = totals.kg_count > 0 || (totals.m_count === 0 && totals.pcs_count === 0);

  const group = (title: string, lines: Basket['cart']) =>
    lines.length === 0 ? null : (
      <section className={styles.group} aria-label={title}>
        <h2 className={styles.groupTitle}>{title}</h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <CartLineRow
              key={line.product_id}
              line={line}
              selected={chosen.has(line.product_id)}
              onToggle={() => setSelected((s) => toggleOne(s, line.product_id))}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <>
      {notice}
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <label className={styles.selectAll}>
              <input
                ref={selectAllRef}
                type="checkbox"
                checked={all === 'all'}
                aria-checked={all === 'some' ? 'mixed' : all === 'all'}
                onChange={() => setSelected(toggleAll(ids, chosen))}
              />
              {cartTexts.selectAll}
            </label>
            <button
              type="button"
              className={styles.deleteSelected}
              disabled={chosen.size === 0 || removal.removing}
              aria-busy={removal.removing || undefined}
              onClick={(event) => {
                removal.remove(
                  event,
                  basket.cart.filter((line) => chosen.has(line.product_id)),
                );
                setSelected(new Set());
              }}
            >
              {cartTexts.deleteSelected}
            </button>
          </div>
          {basket.out_of_stock ? (
            <p className={styles.warning} role="status">
              {cartTexts.outOfStockNote}
            </p>
          ) : null}
          {group(cartTexts.groupInStock, inStock)}
          {group(cartTexts.groupOutOfStock, outOfStock)}
        </div>
        <aside className={styles.summary} aria-label={cartTexts.summary}>
          <h2 className={styles.summaryTitle}>{cartTexts.summary}</h2>
          <p className={styles.store}>{cartTexts.store(basket.store.name)}</p>
          <dl className={styles.totals}>
            <div>
              <dt>{pluralize(totals.all_quantity, cartTexts.positions)}</dt>
              <dd />
            </div>
            {showWeight ? (
              <div>
                <dt>{cartTexts.totalWeight}</dt>
                <dd>
                  {formatNumber(totals.kg_count, 3)} {cartTexts.kg}
                </dd>
              </div>
            ) : null}
            {showWeight || totals.m_count > 0 ? (
              <div>
                <dt>{cartTexts.totalMetres}</dt>
                <dd>{cartTexts.metresApprox(formatNumber(totals.pm_count, 1))}</dd>
              </div>
            ) : null}
            {totals.pcs_count > 0 ? (
              <div>
                <dt>{cartTexts.totalPieces}</dt>
                <dd>{quantityText(formatNumber(totals.pcs_count, 3), 'pcs')}</dd>
              </div>
            ) : null}
            <div className={styles.total}>
              <dt>{cartTexts.totalPrice}</dt>
              <dd>{formatMoney(totals.price_count)}</dd>
            </div>
          </dl>
          {totals.quantity > 0 ? (
            <ButtonLink href={routes.checkout()} className={styles.checkout}>
              {cartTexts.checkout}
            </ButtonLink>
          ) : null}
          <p className={styles.download}>
            {cartTexts.download}:{' '}
            <a href={routes.cartExport('csv')} download aria-label={cartTexts.downloadAs('CSV')}>
              CSV
            </a>
            {' · '}
            <a href={routes.cartExport('xlsx')} download aria-label={cartTexts.downloadAs('XLSX')}>
              XLSX
            </a>
          </p>
        </aside>
      </div>
    </>
  );
}
