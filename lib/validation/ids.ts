/**
 * Ids as a form, a query or a path sends them. Every id of the shop is a PostgreSQL `integer`
 * (serial) column, so a value past 2^31 - 1 can name no row, and sent to the database it fails
 * the whole statement: `changeManager` with manager=2147483648 answered 500 (issue #33). The
 * bound belongs to the contract, so such a value is bad input (400, with the field's Russian
 * message) before any module reads it.
 */
import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`: every id column of the schema. */
export const MAX_ID = 2_147_483_647;

/** Whether a number can be an id of the shop: a whole number from 1 to MAX_ID. */
export const isId = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * A positive whole id up to MAX_ID, coerced from text. `message` for anything else; `tooLarge`
 * (default: the same) for a whole number past MAX_ID, where the field has better words for it.
 */
export const idRule = (message: string, tooLarge: string = message) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: tooLarge });
