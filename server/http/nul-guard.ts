/**
 * PostgreSQL text can never hold a NUL character: a NUL byte in a parameter reached the
 * database as a driver error and a 500 (found by the fuzzer, issue #10: getSeo?page=%00, and
 * form fields of other modules). NUL characters are dropped here, once for every call, from
 * the query and from form-encoded bodies, the way the search module already drops them from
 * its text, so every module validates and stores clean text. A NUL in the path is refused as
 * bad input. Multipart bodies are left to their routes: files may hold any byte, and their size
 * limits must apply before anything reads them.
 */
import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { messages } from './app-error';
import { fail } from './envelope';

const NUL = '\u0000';
const hasNul = (pairs: Iterable<[string, string]>) => {
  for (const [name, value] of pairs) if (name.includes(NUL) || value.includes(NUL)) return true;
  return false;
};
const withoutNul = (pairs: Iterable<[string, string]>) => {
  const clean = new URLSearchParams();
  for (const [name, value] of pairs)
    clean.append(name.replaceAll(NUL, ''), value.replaceAll(NUL, ''));
  return clean;
};

export const refuseNulBytes: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (decodeLoosely(url.pathname).includes(NUL))
    return fail(c, 400, messages.badRequest, { _: messages.invalid });

  let body: string | undefined;
  const type = c.req.header('content-type') ?? '';
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (hasBody && type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    // Reading consumes the raw body, so the request is always rebuilt below: routes that read
    // `c.req.raw` themselves must find the bytes there.
    const text = new TextDecoder().decode(await c.req.arrayBuffer());
    const pairs = new URLSearchParams(text);
    body = hasNul(pairs) ? withoutNul(pairs).toString() : text;
  }
  const queryHasNul = hasNul(url.searchParams);
  if (queryHasNul || body !== undefined) {
    if (queryHasNul) url.search = withoutNul(url.searchParams).toString();
    const original = c.req.raw;
    // The routes read the query and the body from the raw request: hand them a clean one.
    c.req.raw = new Request(url, {
      method: original.method,
      headers: original.headers,
      body: body ?? (original.body ? await c.req.arrayBuffer() : undefined),
    });
    // Hono keeps the bytes it read above; the validators must read the clean ones.
    c.req.bodyCache = {};
  }
  await next();
};

function decodeLoosely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%00/g, NUL);
  }
}
