/**
 * The company and bank suggestion service (accounts.md §7): DaData's request and answer shape,
 * `{ query }` in and `{ suggestions: [{ value, unrestricted_value, data }] }` out, at most 5.
 */
import { z } from 'zod';

export const SUGGESTIONS_LIMIT = 5;

export const suggestionQuerySchema = z.object({
  query: z
    .string({ error: 'Обязательное поле' })
    .trim()
    .min(1, { error: 'Обязательное поле' })
    .max(300, { error: 'Максимум 300 символов' })
    .describe('Name, INN or OGRN of a company; BIC or name of a bank'),
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUGGESTIONS_LIMIT)
    .optional()
    .describe('At most 5 whatever is asked'),
});
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>;

export const partyDataSchema = z.object({
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string(),
  type: z.enum(['LEGAL', 'INDIVIDUAL']),
  opf: z.object({ short: z.string() }),
  name: z.object({
    short_with_opf: z.string(),
    full_with_opf: z.string(),
    short: z.string(),
    full: z.string(),
  }),
  address: z.object({ value: z.string(), unrestricted_value: z.string() }),
  management: z.object({ name: z.string() }).nullable(),
});
export type PartyData = z.infer<typeof partyDataSchema>;

export const bankDataSchema = z.object({
  bic: z.string(),
  correspondent_account: z.string(),
  name: z.object({ payment: z.string(), short: z.string().nullable() }),
  address: z.object({ value: z.string(), unrestricted_value: z.string() }),
});
export type BankData = z.infer<typeof bankDataSchema>;

const suggestionsOf = <T extends z.ZodType>(data: T) =>
  z.object({
    suggestions: z.array(z.object({ value: z.string(), unrestricted_value: z.string(), data })),
  });

export const partySuggestionsSchema = suggestionsOf(partyDataSchema);
export type PartySuggestions = z.infer<typeof partySuggestionsSchema>;
export const bankSuggestionsSchema = suggestionsOf(bankDataSchema);
export type BankSuggestions = z.infer<typeof bankSuggestionsSchema>;

// --- Bank account control keys (Bank of Russia rules) --------------------------------------

const WEIGHTS = [7, 1, 3];

/** The 23-digit key sum: weights 7, 1, 3 repeated; valid when it ends in 0. */
function keySumIsZero(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += (Number(digits[i]) * WEIGHTS[i % 3]!) % 10;
  return sum % 10 === 0;
}

/** A correspondent account checked against its BIC ('0' and BIC digits 5–6 before it). */
export function isValidCorrespondentAccount(bic: string, account: string): boolean {
  if (!/^\d{9}$/.test(bic) || !/^\d{20}$/.test(account)) return false;
  return keySumIsZero(`0${bic.slice(4, 6)}${account}`);
}

/** A current (settlement) account checked against its bank's BIC (its last 3 digits first). */
export function isValidCurrentAccount(bic: string, account: string): boolean {
  if (!/^\d{9}$/.test(bic) || !/^\d{20}$/.test(account)) return false;
  return keySumIsZero(`${bic.slice(6)}${account}`);
}

/** Sets the control digit (the 9th) of an account so that the key check passes. */
export function withControlKey(prefix3: string, account: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const candidate = `${account.slice(0, 8)}${d}${account.slice(9)}`;
    if (keySumIsZero(`${prefix3}${candidate}`)) return candidate;
  }
  return account;
}
