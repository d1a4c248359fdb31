import { isValidInn } from './inn';

/**
 * Whether a typed value is the start of a number of one of `lengths` digits, one that more
 * digits can still complete (issue #34): 'ИНН должен состоять из 10 или 12 цифр' at the third
 * digit of ten is a rebuke for typing, not a mistake. A value with anything but digits, one as
 * long as the longest, or one of a complete length that `complete` accepts is not: its message
 * (or the taken INN's) stands at once. A 10-digit INN that fails its check may still be the
 * start of a 12-digit one, so it waits too.
 */
export function partialDigits(
  lengths: readonly number[],
  complete: (digits: string) => boolean = () => true,
) {
  const longest = Math.max(...lengths);
  return (value: unknown): boolean => {
    if (typeof value !== 'string') return false;
    const digits = value.trim();
    if (!/^\d+$/.test(digits) || digits.length >= longest) return false;
    return !(lengths.includes(digits.length) && complete(digits));
  };
}

/** An INN on its way: 10 digits for a company, 12 for a sole trader or a person. */
export const partialInn = partialDigits([10, 12], isValidInn);
