import 'server-only';

/**
 * Errors that mean the database is out of reach rather than that the code is wrong: the
 * connection was refused, reset, timed out or ended by the server (PostgreSQL's admin shutdown,
 * cannot-connect-now, connection failure). The ORM wraps the driver's error in its own (drizzle's
 * "Failed query: …" keeps the driver's error as `cause`), so the whole cause chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** pg's own words when a pooled connection dies or cannot be made in time. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

export function isUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, errors } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message)))
      return true;
    // Node's connect to a host with several addresses fails with an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
