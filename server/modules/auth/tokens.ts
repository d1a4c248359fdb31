/**
 * Access and refresh tokens (docs/design.md §3).
 * - Access: a JWT (HS256, the app's signing key), 15 minutes, carrying the user, warehouse and
 *   price type (`pt`, issue #35).
 * - Refresh: 32 random bytes, stored only as a SHA-256 hash, 30 days, rotated on every use.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { readPageViewer } from '../../../lib/api/page-viewer';
import { SESSION_MAX_AGE_S } from '../../../lib/cookies';
import type { UserRole } from '../../db/schema';
import type { Viewer } from '../../http/router';
import type { SessionRevocations } from '../../platform/session-revocations';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session (a refresh-token family) ends this long after its login, however often it is
 * refreshed (ASVS 5.0 7.3.2): the lifetime of the spec's `tokens` cookie, 25 weeks.
 */
export const SESSION_ABSOLUTE_MS = SESSION_MAX_AGE_S * 1000;
const ISSUER = 'selvedge';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: {
    userId: number;
    storeId: number | null;
    sessionId?: string;
    role?: UserRole;
    /** The buyer's price type (issue #35); absent or null: none stated. */
    priceTypeId?: number | null;
  },
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({
    store: claims.storeId,
    ...(typeof claims.priceTypeId === 'number' ? { pt: claims.priceTypeId } : {}),
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    // Buyers' tokens stay as they were; staff tokens say so (issue #20).
    ...(claims.role && claims.role !== 'buyer' ? { role: claims.role } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
    .sign(keyOf(secret));
}

/** The viewer an access token stands for; null when it is forged, expired or malformed. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<Extract<Viewer, { authenticated: true }> | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      // jose checks `exp` only when it is there: a token signed without one (a leaked key, a
      // tool minting by hand) would never expire. Every token this app signs carries both.
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1) return null;
    const store = payload.store;
    const pt = payload.pt;
    const role = payload.role === undefined ? 'buyer' : payload.role;
    if (role !== 'buyer' && role !== 'manager' && role !== 'head') return null;
    return {
      authenticated: true,
      userId,
      storeId: typeof store === 'number' && Number.isInteger(store) ? store : null,
      // Tokens issued before issue #35 have no `pt`: null, and the account says (pricing).
      priceTypeId: typeof pt === 'number' && Number.isInteger(pt) && pt > 0 ? pt : null,
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
      ...(role !== 'buyer' ? { role } : {}),
    };
  } catch {
    return null;
  }
}

/** The access token of a request: `Authorization: Bearer …` (or the `x-api-key` header). */
export function accessTokenOf(request: Request): string | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S{10,2000})$/i)?.[1];
  if (bearer) return bearer;
  const key = request.headers.get('x-api-key');
  return key && key.length <= 2000 ? key : null;
}

/**
 * The viewer resolver of the running app: a valid access token makes a logged-in buyer, unless
 * its session has ended since it was issued (logout, a new password, a refresh-token reuse).
 */
export function accessTokenViewer(
  secret: string,
  sessions?: Pick<SessionRevocations, 'isRevoked'>,
) {
  return async (request: Request): Promise<Viewer> => {
    // An in-process render of a cached page for the buyers of a warehouse (issue #16).
    const pageBuyer = readPageViewer(request.headers);
    if (pageBuyer) return { authenticated: false, pageBuyer };
    const token = accessTokenOf(request);
    if (!token) return { authenticated: false };
    const viewer = await verifyAccessToken(secret, token);
    if (!viewer) return { authenticated: false };
    if (sessions && viewer.sessionId && (await sessions.isRevoked(viewer.sessionId))) {
      return { authenticated: false };
    }
    return viewer;
  };
}

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
