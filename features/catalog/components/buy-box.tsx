'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Counter } from '@/components/counter';
import { counterNotes } from '@/features/cart/model/quantity';
import { useCartLine } from '@/features/cart/api/use-cart-line';
import { formatNumber } from '@/lib/format/money';
import { linearMetres, type PackingCode } from '@/lib/catalog/linear-metres';
import { wholeSteps } from '@/lib/catalog/packing';
import { quantityRule, type ProductUnit } from '@/lib/catalog/units';
import { catalogTexts } from '../texts';
import { AddToCartButton } from './add-to-cart-button';
import type { EcommerceProduct } from '@/lib/analytics/ecommerce';
import styles from './buy-box.module.scss';

export interface BuyBoxProps {
  productId: number;
  /** What Metrica's `add`/`remove` report of this product (issue #21). */
  ecommerce?: EcommerceProduct;
  /** The buyer's warehouse stock in kg: the counter's maximum (SF-5.04). */
  maxKg: number;
  packing: { code: PackingCode; title: string; stepKg: number };
  /**
   * Issue #35: what the counter, the stock and the step are in. Goods in metres or pieces take
   * 1 of their unit at least and have no packing, nor an estimate of metres.
   */
  unit?: ProductUnit;
  width: number;
  density: number;
  /** The sample and question buttons, offered where the stock falls short of a packing step. */
  requests?: ReactNode;
}

/**
 * For a logged-in buyer (the page shows it only when the API sent a price): the quantity counter
 * (step = the packing limit, max = the warehouse stock, below one step = 0), the minimum order
 * and the linear-metre estimate (storefront.md §5, §9), and the cart button. A product in
 * metres or pieces counts in its unit, step 1 (issue #35).
 */
export function BuyBox({
  productId,
  ecommerce,
  maxKg,
  packing,
  unit = 'kg',
  width,
  density,
  requests,
}: BuyBoxProps) {
  const { step, grain } = quantityRule(unit, packing.stepKg);
  // The cart takes whole packing steps up to the stock at the buyer's warehouse: the counter
  // takes a typed quantity down to a whole step within that stock (below one step it is 0,
  // storefront.md §4) and says so under the field (lib/catalog/packing.ts, issue #34).
  const max = wholeSteps(maxKg, grain);
  const line = useCartLine(productId, { step, max: maxKg, product: ecommerce });
  const [draft, setDraft] = useState(0);
  // In the cart, the counter shows the line and sends changes after a pause (storefront.md §4);
  // before that it only chooses how much 'Добавить в корзину' adds (at least one packing step).
  const kg = line.inCart ? line.quantity : draft;
  // A change made before the cart has been read (a «+» tapped before the page's code, given to
  // the counter when it came: issue #37) is so many steps from what the counter showed; once the
  // cart is known it is applied to the line, else it stays the draft it already is.
  const early = useRef(0);
  const setKg = (value: number) => {
    if (!line.known) early.current += value - kg;
    if (line.inCart) line.update(value);
    else setDraft(value);
  };
  const { known, inCart, quantity, update } = line;
  useEffect(() => {
    if (!known || early.current === 0) return;
    const steps = early.current;
    early.current = 0;
    if (inCart) update(quantity + steps);
  }, [known, inCart, quantity, update]);
  const metres = linearMetres(kg, { width, density, packing: packing.code });
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <Counter
          value={kg}
          onChange={setKg}
          min={0}
          max={maxKg}
          step={step}
          notes={counterNotes(line.inCart, unit)}
          label={catalogTexts.quantityIn(unit)}
          decreaseLabel={catalogTexts.decrease}
          increaseLabel={catalogTexts.increase}
        />
        <AddToCartButton
          inCart={line.inCart}
          disabled={line.isLoading || max < step}
          onAdd={() => (line.inCart ? undefined : line.add(Math.max(kg, step)))}
        />
      </div>
      {max < step ? (
        <div className={styles.shortage} role="note" data-shortage={requests ? '' : undefined}>
          <p>
            {maxKg > 0
              ? catalogTexts.shortAtOwn(formatNumber(maxKg), formatNumber(step), unit)
              : catalogTexts.noStockAtOwn}
          </p>
          {requests ? (
            <>
              <p>{catalogTexts.requestInstead}</p>
              <div className={styles.shortageActions}>{requests}</div>
            </>
          ) : null}
        </div>
      ) : null}
      <p className={styles.note}>
        {unit === 'kg'
          ? catalogTexts.minOrder(packing.title, formatNumber(step))
          : catalogTexts.minOrderUnit(formatNumber(step), unit)}
      </p>
      {kg > 0 && unit === 'kg' ? (
        <p className={styles.note} aria-live="polite">
          {catalogTexts.approxMetres(formatNumber(metres, 1))}
        </p>
      ) : null}
    </div>
  );
}
