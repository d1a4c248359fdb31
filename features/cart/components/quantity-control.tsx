'use client';

import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format/money';
import { COUNTER_MAX, digitsOnly } from '../model/quantity';
import { cartTexts } from '../texts';
import styles from './quantity-control.module.scss';

/**
 * The cart line's counter (storefront.md §5, §9): digits only, − and + move by the packing
 * step between 0 and the max; what is typed is sent on the same rule by `onChange` (the caller
 * debounces). Built here because the shared counter (components/counter) is the catalogue
 * lane's and not in this tree yet.
 */
export function QuantityControl({
  value,
  step,
  max,
  label,
  disabled,
  onChange,
}: {
  value: number;
  step: number;
  max: number;
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const shown = formatNumber(value, 3).replace(/\s/g, '');
  const [text, setText] = useState(shown);
  // While the shopper types, the field keeps what was typed; the rule shows on leaving it.
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setText(shown);
  }, [shown]);
  const cap = Math.min(COUNTER_MAX, max);

  return (
    <div className={styles.counter}>
      <button
        type="button"
        className={styles.button}
        aria-label={cartTexts.decrease}
        disabled={disabled || value <= 0}
        onClick={() => onChange(Math.max(0, value - step))}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={disabled}
        onFocus={() => {
          editing.current = true;
        }}
        onBlur={() => {
          editing.current = false;
          setText(shown);
        }}
        onChange={(event) => {
          const digits = digitsOnly(event.target.value);
          setText(digits);
          onChange(digits === '' ? 0 : Number(digits));
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={cartTexts.increase}
        disabled={disabled || value + step > cap}
        onClick={() => onChange(Math.min(cap, value + step))}
      >
        +
      </button>
    </div>
  );
}
