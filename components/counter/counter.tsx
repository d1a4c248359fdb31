'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { wholeKgText, type QuantityFit } from '@/lib/catalog/packing';
import { fitCount, stepCount, type CounterLimits } from './counter-value';
import styles from './counter.module.scss';

/** What the field says next to itself (the caller's words; issue #34). */
export interface CounterNotes {
  /** A keystroke other than a digit was refused ('Только целые килограммы'). */
  refused: string;
  /** A typed number the counter moves (to a step, to the stock, to 0); null says nothing. */
  moved: (fit: QuantityFit) => string | null;
}

export interface CounterProps extends CounterLimits {
  value: number;
  onChange: (value: number) => void;
  /** The input's accessible name. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Required: a counter that moves a buyer's number says so (issue #34). */
  notes: CounterNotes;
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

/** What an edit of the field did: the text it replaced and the text it put in its place. */
function editOf(before: string, after: string) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start])
    start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  return {
    head: before.slice(0, start),
    removed: before.slice(start, before.length - end),
    inserted: after.slice(start, after.length - end),
    tail: before.slice(before.length - end),
  };
}

/**
 * A quantity field with − and + (storefront.md §5): the field takes digits only; the value goes
 * down to a whole step, capped at the stock (below one step → 0), when the shopper leaves the
 * field or presses Enter, or as it is typed with `reportWhileTyping`. Nothing happens to the
 * buyer's number without a word (issue #34): a refused keystroke keeps what was typed up to it
 * ('7,5' stays '7', not '75') and says so, and a number the counter moves is said under the
 * field ('Кратно 10 кг — будет 30 кг') as it is typed, before anything is sent. The note's line
 * is reserved, so it moves nothing, and it is announced (aria-live) and describes the input.
 */
export function Counter({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  notes,
  disabled,
  id,
  reportWhileTyping = false,
  size = 'default',
  ...limits
}: CounterProps) {
  const noteId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // What the note says: that a keystroke was refused, and what the typed number becomes.
  const [refusal, setRefusal] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  // After a refused character, digits typed on are refused too (the '5' of '7,5'), until the
  // buyer deletes or replaces something, or leaves the field.
  const [refusing, setRefusing] = useState(false);

  const fitOf = (text: string) => fitCount(text === '' ? 0 : Number(text), limits);
  const type = (text: string) => {
    const before = draft ?? String(value);
    const edit = editOf(before, text);
    const kept = wholeKgText(edit.inserted);
    const refused = kept.refused || (refusing && edit.removed === '' && edit.inserted !== '');
    const next = refused ? `${edit.head}${kept.refused ? kept.text : ''}${edit.tail}` : text;
    setRefusing(refused);
    setRefusal(refused);
    setDraft(next);
    // An empty field is not a number yet: nothing is said or sent until one is typed.
    if (next === '') {
      setMoved(null);
      return;
    }
    const fit = fitOf(next);
    setMoved(notes.moved(fit));
    if (reportWhileTyping && next !== before) onChange(fit.kg);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    setRefusing(false);
    // Leaving an empty field changes nothing.
    if (draft === '') return;
    const fit = fitOf(draft);
    // The note stays until the next change, so that it can still be read after leaving.
    setMoved(notes.moved(fit));
    // While typing it was reported already; leaving the field only shows the value again.
    if (!reportWhileTyping && fit.kg !== value) onChange(fit.kg);
  };
  const step = (direction: 1 | -1) => {
    const next = stepCount(value, direction, limits);
    setDraft(null);
    setRefusing(false);
    setRefusal(false);
    setMoved(null);
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
    <div className={size === 'compact' ? `${styles.field} ${styles.compact}` : styles.field}>
      <div className={styles.counter}>
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
          aria-describedby={noteId}
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
      <p id={noteId} className={styles.note} aria-live="polite">
        {refusal ? <span>{notes.refused}</span> : null}
        {refusal && moved ? ' ' : null}
        {moved ? <span>{moved}</span> : null}
      </p>
    </div>
  );
}
