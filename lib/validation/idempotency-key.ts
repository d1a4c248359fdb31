/**
 * The client's key for one action (issue #34): a double click or the client's automatic retry
 * sends the same key, and the server answers the first answer instead of applying the action
 * twice. The checkout's `idempotency_key` has the same shape (lib/api/contract/order.ts); the
 * calls that add to the cart take it optionally, since the spec's calls have no such field.
 * The browser makes its keys with `newIdempotencyKey` (lib/api/idempotency-key.ts, without zod).
 */
import { z } from 'zod';

/** Letters, digits, '_' and '-', 8 to 100 of them: a UUID fits, and so does a short random id. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * A key that cannot be one (or one sent again with another action) comes from a stale page:
 * the buyer reloads it and repeats the action with a fresh key.
 */
export const idempotencyKeyMessage = 'Обновите страницу и повторите действие';

/** An optional `idempotency_key` form field; an empty one counts as none. */
export const optionalIdempotencyKey = (message: string = idempotencyKeyMessage) =>
  z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ error: message })
        .max(100, { error: message })
        .regex(IDEMPOTENCY_KEY_PATTERN, { error: message })
        .optional(),
    )
    .describe(
      "Optional: the client's key for this action (8-100 of A-Z, a-z, 0-9, '_', '-'). The same key again, from the same buyer within a day, answers the first answer and changes nothing",
    );
