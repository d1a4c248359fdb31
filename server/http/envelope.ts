import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A success answer in the envelope of docs/design.md §2. */
export function ok<T>(c: Context, data: T, message?: string) {
  const body: { status: 'success'; data: T; message?: string } = { status: 'success', data };
  if (message !== undefined) body.message = message;
  return c.json(body, 200);
}

export function fail<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  message: string,
  errors?: Record<string, string>,
) {
  const body: { status: 'error'; message: string; errors?: Record<string, string> } = {
    status: 'error',
    message,
  };
  if (errors) body.errors = errors;
  return c.json(body, status);
}
