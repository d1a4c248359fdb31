'use client';

import Image from 'next/image';
import { Link } from '@/components/link';
import { Counter } from '@/components/counter';
import type { CartLine } from '@/lib/api/contract/basket';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { useCartLine } from '../api/use-cart-line';
import { counterNotes } from '../model/quantity';
import { cartTexts } from '../texts';
import styles from './cart-page.module.scss';

export function CartLineRow({
  line,
  selected,
  onToggle,
}: {
  line: CartLine;
  selected: boolean;
  onToggle: () => void;
}) {
  const cart = useCartLine(line.product_id);
  const { title, packing } = line.properties;
  // Issue #35: a line in metres or pieces counts, stocks and prices in its unit, with no packing
  // and no estimate of metres.
  const unit = line.unit;
  const byWeight = unit === 'kg';

  return (
    <li
      className={styles.line}
      data-out-of-stock={line.out_of_stock || undefined}
      aria-busy={cart.isLoading || undefined}
    >
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        onChange={onToggle}
        aria-label={cartTexts.select(title)}
      />
      <Link href={line.properties.detail_url} className={styles.photo} tabIndex={-1} aria-hidden>
        <Image src={line.properties.photo} alt="" width={96} height={96} sizes="96px" />
      </Link>
      <div className={styles.info}>
        <Link href={line.properties.detail_url} className={styles.title}>
          {title}
        </Link>
        <p className={styles.meta}>
          {line.properties.color} · {line.properties.width} см · {line.properties.density} г/м²
        </p>
        <p className={styles.meta}>
          {byWeight
            ? cartTexts.step(formatNumber(packing.stepKg, 3), packing.title)
            : cartTexts.stepOf(formatNumber(packing.stepKg, 3), unit)}
        </p>
        {line.out_of_stock ? (
          <p className={styles.flag}>{cartTexts.outOfStock}</p>
        ) : (
          <p className={styles.meta}>
            {cartTexts.available(formatNumber(line.available, 3), unit)}
          </p>
        )}
      </div>
      <div className={styles.quantity}>
        <Counter
          size="compact"
          reportWhileTyping
          value={cart.quantity}
          step={packing.stepKg}
          max={line.available}
          notes={counterNotes(true, unit)}
          label={cartTexts.quantityLabel(title, unit)}
          decreaseLabel={cartTexts.decrease}
          increaseLabel={cartTexts.increase}
          disabled={line.out_of_stock}
          onChange={cart.update}
        />
        {byWeight ? (
          <span className={styles.metres}>
            {cartTexts.metresApprox(formatNumber(line.linear_metres, 1))}
          </span>
        ) : null}
      </div>
      <div className={styles.prices}>
        <span className={styles.sum}>{formatMoney(line.full_price)}</span>
        <span className={styles.meta}>
          {formatMoney(line.price)}
          {byWeight ? cartTexts.perKg : cartTexts.per(unit)}
        </span>
      </div>
      <button
        type="button"
        className={styles.delete}
        onClick={cart.remove}
        aria-label={cartTexts.deleteLine(title)}
        disabled={cart.isLoading}
      >
        ×
      </button>
    </li>
  );
}
