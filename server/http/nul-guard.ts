/**
 * PostgreSQL text can never hold a NUL character: a NUL byte in a parameter reached the
 * database as a driver error and a 500 (found by the fuzzer, issue #10). It is refused here,
 * once for every call, as bad input: 400 in the envelope with the field named. Covered: the
 * path, the query and form-encoded bodies (Hono caches the body, so the route's validator
 * reads the same bytes). Multipart bodies are left to their routes: files may hold any byte,
 * and their size limits must apply before anything reads them.
 */
import type { MiddlewareHandler } from 'hono';
import { messages } from './app-error';
import { fail } from './envelope';

const NUL = '\u0000';

export const refuseNulBytes: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const errors: Record<string, string> = {};
  const check = (pairs: Iterable<[string, string]>) => {
    for (const [name, value] of pairs)
      if (name.includes(NUL) || value.includes(NUL))
        errors[name.replaceAll(NUL, '') || '_'] = messages.invalid;
  };
  if (decodeLoosely(url.pathname).includes(NUL)) errors._ = messages.invalid;
  check(url.searchParams);
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    const text = new TextDecoder().decode(await c.req.arrayBuffer());
    check(new URLSearchParams(text));
  }
  if (Object.keys(errors).length) return fail(c, 400, messages.badRequest, errors);
  await next();
};

function decodeLoosely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%00/g, NUL);
  }
}
