'use client';

import { useState } from 'react';
import { Counter } from '@/components/counter';
import { useCartLine } from '@/features/cart';
import { formatNumber } from '@/lib/format/money';
import { linearMetres, type PackingCode } from '@/lib/catalog/linear-metres';
import { catalogTexts } from '../texts';
import { AddToCartButton } from './add-to-cart-button';
import styles from './buy-box.module.scss';

export interface BuyBoxProps {
  productId: number;
  /** The buyer's warehouse stock in kg: the counter's maximum. */
  maxKg: number;
  packing: { code: PackingCode; title: string; stepKg: number };
  width: number;
  density: number;
}

/**
 * For a logged-in buyer (the page shows it only when the API sent a price): the quantity counter
 * (step = the packing limit, max = the warehouse stock, below one step = 0), the minimum order
 * and the linear-metre estimate (storefront.md §5, §9), and the cart button.
 */
export function BuyBox({ productId, maxKg, packing, width, density }: BuyBoxProps) {
  const max = Math.floor(maxKg);
  const line = useCartLine(productId, { step: packing.stepKg, max });
  const [draft, setDraft] = useState(0);
  // In the cart, the counter shows the line and sends changes after a pause (storefront.md §4);
  // before that it only chooses how much 'Добавить в корзину' adds (at least one packing step).
  const kg = line.inCart ? line.quantity : draft;
  const setKg = (value: number) => (line.inCart ? line.update(value) : setDraft(value));
  const metres = linearMetres(kg, { width, density, packing: packing.code });
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <Counter
          value={kg}
          onChange={setKg}
          min={0}
          max={max}
          step={packing.stepKg}
          label={catalogTexts.quantity}
          decreaseLabel={catalogTexts.decrease}
          increaseLabel={catalogTexts.increase}
        />
        <AddToCartButton
          inCart={line.inCart}
          disabled={line.isLoading || max < packing.stepKg}
          onAdd={() => (line.inCart ? undefined : line.add(Math.max(kg, packing.stepKg)))}
        />
      </div>
      <p className={styles.note}>
        {catalogTexts.minOrder(packing.title, formatNumber(packing.stepKg))}
      </p>
      {kg > 0 ? (
        <p className={styles.note} aria-live="polite">
          {catalogTexts.approxMetres(formatNumber(metres, 1))}
        </p>
      ) : null}
    </div>
  );
}
