'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { controlAria, Field } from './field';
import styles from './form.module.scss';
import { formTexts } from './texts';

export interface SelectOption {
  value: string;
  label: string;
}

/** The list shows at most this many options before it scrolls; fewer fit their own height. */
export const SELECT_VISIBLE_OPTIONS = 5;
const OPTION_HEIGHT_PX = 44;

/**
 * A single-choice select with a listbox (the "select-only combobox" pattern): keyboard
 * (arrows, Home/End, Enter/Space, Escape, first letters), a read-only state for values only a
 * manager may change, and a list that fits its height under five options.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder = formTexts.selectPlaceholder,
  readOnly = false,
  disabled = false,
  error,
  id,
  className,
}: {
  label?: ReactNode;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange?: (value: string, option: SelectOption) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  error?: string;
  id?: string;
  className?: string;
}) {
  const autoId = useId();
  const buttonId = id ?? autoId;
  const listId = `${buttonId}-list`;
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const locked = readOnly || disabled || options.length === 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange?.(option.value, option);
    setOpen(false);
  };

  const openList = () => {
    if (locked) return;
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (locked) return;
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(last, i + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.max(0, i - 1));
        return;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : last);
        }
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else openList();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Tab':
        if (open) setOpen(false);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const now = Date.now();
          typed.current =
            now - typed.current.at < 600
              ? { text: typed.current.text + event.key.toLowerCase(), at: now }
              : { text: event.key.toLowerCase(), at: now };
          const found = options.findIndex((o) =>
            o.label.toLowerCase().startsWith(typed.current.text),
          );
          if (found >= 0) {
            if (open) setActive(found);
            else choose(found);
          }
        }
    }
  };

  const selected = options[selectedIndex];
  return (
    <Field id={buttonId} label={label} error={error} className={className}>
      <div className={styles.select} ref={rootRef}>
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
        <button
          id={buttonId}
          type="button"
          role="combobox"
          className={`${styles.control} ${styles.selectButton}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-readonly={readOnly || undefined}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          disabled={disabled}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          {...controlAria(buttonId, error)}
        >
          <span className={selected ? undefined : styles.placeholder}>
            {selected?.label ?? placeholder}
          </span>
        </button>
        {open ? (
          <ul
            id={listId}
            ref={listRef}
            role="listbox"
            aria-labelledby={buttonId}
            className={styles.listbox}
            style={{ maxHeight: SELECT_VISIBLE_OPTIONS * OPTION_HEIGHT_PX + 8 }}
          >
            {options.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                data-index={index}
                role="option"
                aria-selected={index === selectedIndex}
                data-active={index === active}
                className={styles.option}
                onPointerEnter={() => setActive(index)}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
