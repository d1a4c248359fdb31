import 'server-only';
import type { Context } from 'hono';
import { AppError, messages } from './app-error';
import type { AppEnv } from './router';

/** The logged-in buyer behind a call, or 401: for every call that reads or changes an account. */
export function requireBuyer(c: Context<AppEnv>): {
  userId: number;
  storeId: number | null;
  sessionId?: string;
} {
  const viewer = c.get('viewer');
  if (!viewer.authenticated) throw new AppError(401, messages.unauthorized);
  return { userId: viewer.userId, storeId: viewer.storeId, sessionId: viewer.sessionId };
}
