import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { managerMessages } from '../../lib/api/contract/manager';
import { AppError, messages } from './app-error';
import type { AppEnv } from './router';

/**
 * The logged-in buyer behind a call: 401 for a visitor, 403 for staff. For every call that reads
 * or changes a buyer's account.
 */
export function requireBuyer(c: Context<AppEnv>): {
  userId: number;
  storeId: number | null;
  sessionId?: string;
} {
  const viewer = c.get('viewer');
  if (!viewer.authenticated) throw new AppError(401, messages.unauthorized);
  // Staff (issue #20) have no cart, favourites, orders or buyer's account.
  if (viewer.role !== undefined && viewer.role !== 'buyer') {
    throw new AppError(403, managerMessages.staffAccount);
  }
  return { userId: viewer.userId, storeId: viewer.storeId, sessionId: viewer.sessionId };
}

/**
 * The staff member behind a call (issue #20): 401 for a visitor, 403 for a buyer. The role the
 * token states is only the first gate; the manager service checks the account and its
 * warehouses in the database on every call.
 */
export function requireStaff(c: Context<AppEnv>): { userId: number } {
  const viewer = c.get('viewer');
  if (!viewer.authenticated) throw new AppError(401, messages.unauthorized);
  if (viewer.role !== 'manager' && viewer.role !== 'head') {
    throw new AppError(403, managerMessages.forbidden);
  }
  return { userId: viewer.userId };
}

/** Whether the caller's token says staff (a call open to buyers and staff picks its path by it). */
export function isStaffViewer(c: Context<AppEnv>): boolean {
  const viewer = c.get('viewer');
  return viewer.authenticated && (viewer.role === 'manager' || viewer.role === 'head');
}

/** Before the input validators: a visitor gets the 401 first, a buyer or staff goes on. */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('viewer').authenticated) throw new AppError(401, messages.unauthorized);
  await next();
};
