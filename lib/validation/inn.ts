/**
 * Russian tax id (ИНН) check digits: 10 digits for organisations, 12 for individuals and
 * sole traders. A weighted sum of the leading digits, mod 11, mod 10, must equal the check digit.
 */
const weights10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const weights11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const weights12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11) % 10;

export function isValidInn(value: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, weights10) === digits[9];
  return (
    checkDigit(digits, weights11) === digits[10] && checkDigit(digits, weights12) === digits[11]
  );
}

/** Completes the first 9 (or 10) digits into a valid 10 (or 12) digit INN: for seeds and tests. */
export function completeInn(prefix: string): string {
  const digits = [...prefix].map(Number);
  if (digits.length === 9) return prefix + checkDigit(digits, weights10);
  if (digits.length === 10) {
    const eleventh = checkDigit(digits, weights11);
    return prefix + eleventh + checkDigit([...digits, eleventh], weights12);
  }
  throw new Error('completeInn takes 9 or 10 digits');
}
