/**
 * The header field and the lazily loaded panel share one combobox (WAI-ARIA combobox with a
 * listbox popup): the field keeps DOM focus and says which option is active through
 * aria-activedescendant; the panel renders the options under these ids.
 */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** The next active option for an arrow key: wraps around; -1 is the field itself. */
export function nextActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
