/**
 * PostgreSQL text can never hold a NUL character: a NUL byte in a query parameter or in the
 * path reached the database as a driver error and a 500 (found by the fuzzer, issue #10). It is
 * refused here, once for every call, as bad input: 400 in the envelope with the field named.
 */
import type { MiddlewareHandler } from 'hono';
import { messages } from './app-error';
import { fail } from './envelope';

export const refuseNulBytes: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const errors: Record<string, string> = {};
  if (decodeLoosely(url.pathname).includes('\u0000')) errors._ = messages.invalid;
  for (const [name, value] of url.searchParams)
    if (name.includes('\u0000') || value.includes('\u0000'))
      errors[name.replace(/\u0000/g, '') || '_'] = messages.invalid;
  if (Object.keys(errors).length) return fail(c, 400, messages.badRequest, errors);
  await next();
};

function decodeLoosely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%00/g, '\u0000');
  }
}
