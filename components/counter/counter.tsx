'use client';

import { useState, type KeyboardEvent } from 'react';
import { digitsOnly, normaliseCount, stepCount, type CounterLimits } from './counter-value';
import styles from './counter.module.scss';

export interface CounterProps extends CounterLimits {
  value: number;
  onChange: (value: number) => void;
  /** The input's accessible name. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  id?: string;
  /**
   * Report each typed value at once (the cart: its caller sends after a 500 ms pause,
   * storefront.md §4) instead of on leaving the field or Enter (the product page).
   */
  reportWhileTyping?: boolean;
  /** 'compact' for the cart's lines. */
  size?: 'default' | 'compact';
}

/**
 * A quantity field with − and + (storefront.md §5): the field takes digits only; the value is
 * clamped and snapped (below one step → 0) when the shopper leaves the field or presses Enter,
 * or as it is typed with `reportWhileTyping`. While the field has focus it keeps what was typed.
 */
export function Counter({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled,
  id,
  reportWhileTyping = false,
  size = 'default',
  ...limits
}: CounterProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const type = (text: string) => {
    const digits = digitsOnly(text);
    setDraft(digits);
    if (reportWhileTyping) onChange(normaliseCount(digits === '' ? 0 : Number(digits), limits));
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = normaliseCount(draft === '' ? 0 : Number(draft), limits);
    // While typing it was reported already; leaving the field only shows the value again.
    if (!reportWhileTyping && next !== value) onChange(next);
  };
  const step = (direction: 1 | -1) => {
    const next = stepCount(value, direction, limits);
    setDraft(null);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      step(-1);
    }
  };
  const min = limits.min ?? 0;
  return (
    <div className={size === 'compact' ? `${styles.counter} ${styles.compact}` : styles.counter}>
      <button
        type="button"
        className={styles.button}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => type(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={increaseLabel}
        disabled={disabled || stepCount(value, 1, limits) === value}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
