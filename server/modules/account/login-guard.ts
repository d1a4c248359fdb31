import 'server-only';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/router';
import { requireBuyer } from '../../http/viewer';

/**
 * Route middleware for calls that need a logged-in buyer (`createRoute({ middleware })`): it
 * runs before the input validators, so an anonymous caller gets the 401, not a 400.
 */
export const buyerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireBuyer(c);
  await next();
};
