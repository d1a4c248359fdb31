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
  /** The token's price type (issue #35); null: read from the account (server/modules/pricing). */
  priceTypeId: number | null;
  sessionId?: string;
} {
  const viewer = c.get('viewer');
  if (!viewer.authenticated) throw new AppError(401, messages.unauthorized);
  // Staff (issue #20) have no cart, favourites, orders or buyer's account.
  if (viewer.role !== undefined && viewer.role !== 'buyer') {
    throw new AppError(403, managerMessages.staffAccount);
  }
  return {
    userId: viewer.userId,
    storeId: viewer.storeId,
    priceTypeId: viewer.priceTypeId,
    sessionId: viewer.sessionId,
  };
}

/**
 * The staff member behind a call (issue #20): 401 for a visitor, 403 for a buyer. The role the
 * token states is only the first gate; the staff service (server/modules/manager/staff/)
 * checks the account and its warehouses in the database on every call.
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

/**
 * A gate run before a route's input validators, so that who may call comes first: a visitor's
 * bad input is a 401, not a 400.
 */
const before =
  (check: (c: Context<AppEnv>) => unknown): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    check(c);
    await next();
  };

/** Cart, favourites, checkout, restock: the buyer's own; 401 for a visitor, 403 for staff. */
export const buyersOnly = before(requireBuyer);

/** The managers' workspace: 401 for a visitor, 403 for a buyer. */
export const staffOnly = before(requireStaff);

/** A buyer or staff (the route decides which may do what); 401 for a visitor. */
export const signedInOnly = before((c) => {
  if (!c.get('viewer').authenticated) throw new AppError(401, messages.unauthorized);
});
