/**
 * Bank details (accounts.md §5): BIK 9 digits, accounts 20 digits, and the Central Bank's
 * control key that ties an account number to its bank's BIK. The key: weights 7, 1, 3 repeated
 * over 23 digits; the sum of the last digits of the products must end in 0.
 *  - current (settlement) account: the last 3 digits of the BIK, then the 20-digit account;
 *  - correspondent account: '0', digits 5–6 of the BIK, then the account.
 */
const keyWeights = [7, 1, 3];

function keyHolds(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (Number(digits[i]) * keyWeights[i % 3]!) % 10;
  return sum % 10 === 0;
}

export const isBik = (bik: string) => /^\d{9}$/.test(bik);
export const isAccountNumber = (account: string) => /^\d{20}$/.test(account);

export function isValidCurrentAccount(account: string, bik: string): boolean {
  return isBik(bik) && isAccountNumber(account) && keyHolds(bik.slice(-3) + account);
}

export function isValidCorrAccount(account: string, bik: string): boolean {
  return isBik(bik) && isAccountNumber(account) && keyHolds(`0${bik.slice(4, 6)}${account}`);
}

/**
 * Sets the control digit (the 9th of the account) so that the key holds: for seeds and tests.
 * `kind` says which prefix the BIK contributes.
 */
export function withControlKey(account: string, bik: string, kind: 'current' | 'corr'): string {
  const prefix = kind === 'current' ? bik.slice(-3) : `0${bik.slice(4, 6)}`;
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = account.slice(0, 8) + digit + account.slice(9);
    if (keyHolds(prefix + candidate)) return candidate;
  }
  throw new Error('no control digit fits');
}
