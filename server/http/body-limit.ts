/**
 * A body limit for every call (ASVS 5.2.1: only bodies of a size the app can process). Calls that
 * take files (their documented body is multipart: the forms module) keep their own, larger limit
 * with its per-file checks; every other call takes a few text fields, and a body over 1 MB is
 * refused with 413 before it is read, instead of being parsed into memory and thrown away.
 */
import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, messages } from './app-error';
import { MAX_PLAIN_BODY_BYTES } from './read-body';

interface RouteDefinition {
  type: string;
  route?: {
    method?: string;
    path?: string;
    request?: { body?: { content?: Record<string, unknown> } };
  };
}

const normalise = (path: string, base: string) =>
  (path.startsWith(base) ? path.slice(base.length) : path).replace(/\/+$/, '') || '/';

/**
 * `app`: the router whose documented routes say which calls take files, read on first use (the
 * routes are registered after this middleware). `base`: the API's base path.
 */
export function limitBodies(app: Pick<OpenAPIHono, 'openAPIRegistry'>, base: string) {
  let uploads: Set<string> | null = null;
  const uploadCalls = () =>
    (uploads ??= new Set(
      (app.openAPIRegistry.definitions as RouteDefinition[])
        .filter(
          (d) =>
            d.type === 'route' &&
            Object.keys(d.route?.request?.body?.content ?? {}).some((type) =>
              type.startsWith('multipart/'),
            ),
        )
        .map((d) => `${d.route!.method!.toUpperCase()} ${normalise(d.route!.path!, base)}`),
    ));
  const limit = bodyLimit({
    maxSize: MAX_PLAIN_BODY_BYTES,
    onError: () => {
      throw new AppError(413, messages.tooLarge);
    },
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (uploadCalls().has(`${c.req.method} ${normalise(c.req.path, base)}`)) return next();
    return limit(c, next);
  };
  return middleware;
}
