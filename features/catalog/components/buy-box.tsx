'use client';

import { useState } from 'react';
import { Counter } from '@/components/counter';
import { formatNumber } from '@/lib/format/money';
import { linearMetres, type PackingCode } from '../model/linear-metres';
import { catalogTexts } from '../texts';
import { AddToCartButton } from './add-to-cart-button';
import styles from './buy-box.module.scss';

export interface BuyBoxProps {
  /** The buyer's warehouse stock in kg: the counter's maximum. */
  maxKg: number;
  packing: { code: PackingCode; title: string; stepKg: number };
  width: number;
  density: number;
  inCart?: boolean;
  onAdd?: (kg: number) => void;
}

/**
 * For a logged-in buyer (the page shows it only when the API sent a price): the quantity counter
 * (step = the packing limit, max = the warehouse stock, below one step = 0), the minimum order
 * and the linear-metre estimate (storefront.md §5, §9), and the cart button.
 */
export function BuyBox({ maxKg, packing, width, density, inCart, onAdd }: BuyBoxProps) {
  const [kg, setKg] = useState(0);
  const metres = linearMetres(kg, { width, density, packing: packing.code });
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <Counter
          value={kg}
          onChange={setKg}
          min={0}
          max={Math.floor(maxKg)}
          step={packing.stepKg}
          label={catalogTexts.quantity}
          decreaseLabel={catalogTexts.decrease}
          increaseLabel={catalogTexts.increase}
        />
        <AddToCartButton inCart={inCart} onAdd={() => onAdd?.(kg)} />
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
