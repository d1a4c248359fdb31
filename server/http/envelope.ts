import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A success answer in the envelope of DESIGN.md §2. */
export function ok<T>(c: Context, data: T, message?: string) {
  return c.json(
    message === undefined
      ? { status: 'success' as const, data }
      : { status: 'success' as const, message, data },
    200,
  );
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
) {
  return c.json(
    errors ? { status: 'error' as const, message, errors } : { status: 'error' as const, message },
    status,
  );
}
