/** Cookie names and lifetimes of storefront.md §3 and §9, in one place. */
export const SESSION_COOKIE = 'tokens';
/** 25 weeks. */
export const SESSION_MAX_AGE_S = 25 * 7 * 24 * 60 * 60;
export const SESSION_FLAG_COOKIE = 'session_auth';
/**
 * Readable beside the flag while the session is a staff member's (issue #20): the shop's header
 * then links the workspace instead of the buyer's cart, favourites and account, and asks the
 * buyers' API nothing. A client hint only, like the flag; the API decides.
 */
export const STAFF_FLAG_COOKIE = 'session_staff';
export const PRELOADER_COOKIE = 'disable-preloader';
export const PRODUCTS_HISTORY_COOKIE = 'products-history';
export const VIEWPORT_COOKIE = 'viewport';
export const VIEWPORT_MAX_AGE_DAYS = 365;
/** Remembers the modal to reopen (login, change-password, change-email-success). */
export const ACTIVE_MODAL_COOKIE = 'active-modal';
export const ACTIVE_MODAL_MAX_AGE_S = 2 * 60;

/**
 * The session pair kept in the httpOnly `tokens` cookie (docs/design.md §3): read and written only
 * by the server (the /api/v1 route handler and proxy.ts), never by the browser's JavaScript.
 */
export interface SessionTokens {
  jwt: string;
  rt: string;
}

export function encodeSessionTokens(tokens: SessionTokens): string {
  return encodeURIComponent(JSON.stringify({ jwt: tokens.jwt, rt: tokens.rt }));
}

export function decodeSessionTokens(value: string | undefined | null): SessionTokens | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== 'object') return null;
    const { jwt, rt } = parsed as Record<string, unknown>;
    if (typeof rt !== 'string' || rt.length === 0 || rt.length > 200) return null;
    return { jwt: typeof jwt === 'string' && jwt.length <= 4000 ? jwt : '', rt };
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header. */
export function cookieFromHeader(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A Cookie header with one cookie replaced, added, or (with an empty value) removed. */
export function replaceCookie(header: string | null, name: string, value: string): string {
  const parts = (header ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && p.slice(0, p.indexOf('=')).trim() !== name);
  if (value) parts.push(`${name}=${value}`);
  return parts.join('; ');
}

/**
 * Whether an access token is missing or runs out within `marginS` seconds. Only the `exp`
 * claim is read, unverified: this decides when to refresh, the API decides what it trusts.
 */
export function accessTokenExpiring(jwt: string, now = Date.now(), marginS = 30): boolean {
  const exp = unverifiedClaims(jwt)?.exp;
  return typeof exp !== 'number' || exp * 1000 <= now + marginS * 1000;
}

/** The payload of a JWT, unverified; null when it cannot be read. */
function unverifiedClaims(jwt: string): Record<string, unknown> | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whether an access token says it is staff's (issue #20), read unverified: it only sends a
 * staff member from the buyers' pages to /manager/; the API refuses staff there anyway.
 */
export function accessTokenIsStaff(jwt: string): boolean {
  const role = unverifiedClaims(jwt)?.role;
  return role === 'manager' || role === 'head';
}

export interface CookieSpec {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
}

/**
 * The session cookies: httpOnly `tokens`, the readable `session_auth` flag (a date), and the
 * readable `session_staff` hint, set for a staff member's session and cleared otherwise.
 */
export function sessionCookieSpecs(tokens: SessionTokens | null, secure: boolean): CookieSpec[] {
  const clearStaff = { name: STAFF_FLAG_COOKIE, value: '', maxAge: 0, httpOnly: false, secure };
  if (!tokens) {
    return [
      { name: SESSION_COOKIE, value: '', maxAge: 0, httpOnly: true, secure },
      { name: SESSION_FLAG_COOKIE, value: '', maxAge: 0, httpOnly: false, secure },
      clearStaff,
    ];
  }
  return [
    {
      name: SESSION_COOKIE,
      value: encodeSessionTokens(tokens),
      maxAge: SESSION_MAX_AGE_S,
      httpOnly: true,
      secure,
    },
    {
      name: SESSION_FLAG_COOKIE,
      value: encodeURIComponent(new Date().toUTCString()),
      maxAge: SESSION_MAX_AGE_S,
      httpOnly: false,
      secure,
    },
    accessTokenIsStaff(tokens.jwt)
      ? { name: STAFF_FLAG_COOKIE, value: '1', maxAge: SESSION_MAX_AGE_S, httpOnly: false, secure }
      : clearStaff,
  ];
}

/** A Set-Cookie header value; every session cookie is SameSite=Strict on path /. */
export function serializeCookie(spec: CookieSpec): string {
  const parts = [
    `${spec.name}=${spec.value}`,
    'Path=/',
    `Max-Age=${spec.maxAge}`,
    'SameSite=Strict',
  ];
  if (spec.httpOnly) parts.push('HttpOnly');
  if (spec.secure) parts.push('Secure');
  return parts.join('; ');
}
