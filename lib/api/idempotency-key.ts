/**
 * A fresh key for one action of the buyer's (issue #34): one per click, sent again unchanged by
 * the client's automatic retry (the same request), so the server applies the action once. It has
 * the shape of IDEMPOTENCY_KEY_PATTERN (lib/validation/idempotency-key.ts), which is not imported
 * here: that module brings zod, and this one is in pages' first-load code.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : // crypto.randomUUID exists only on https and localhost: a plain-http address gets this.
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;
