import 'server-only';
import { SESSION_COOKIE } from '../../lib/cookies';

/**
 * Who may call an operation, as the OpenAPI document states it (issue #36). Every route
 * definition spreads one of `access` into its `createRoute({ … })`; the gate itself stays where
 * it was (server/http/viewer.ts, a route's `middleware` or its module's `app.use`).
 * tests/server/openapi/access.test.ts calls every operation with and without a session and fails
 * when a declaration and its gate disagree; Redocly's `security-defined` fails on one left out.
 */

/** The session cookie of the storefront's /api/v1 (server/gateway/browser.ts). */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';
/** The access token itself, as other clients and the storefront's server send it. */
export const BEARER_SCHEME = 'bearerToken';
/** The same access token in the header the spec's back end read (tokens.ts `accessTokenOf`). */
export const API_KEY_SCHEME = 'apiKeyHeader';

/**
 * The roles a requirement may name (OpenAPI 3.1 lets a non-OAuth scheme list "role names"):
 * `buyer` (a shop account), `staff` (a warehouse manager or the head), `head` (the head only).
 * A requirement without roles takes any signed-in account.
 */
export type Role = 'buyer' | 'staff' | 'head';

type Security = { security: Record<string, string[]>[] };

/** The three ways to present a session, as alternatives, each with the roles required. */
const signedIn = (roles: Role[]): Security => ({
  security: [SESSION_COOKIE_SCHEME, BEARER_SCHEME, API_KEY_SCHEME].map((scheme) => ({
    [scheme]: [...roles],
  })),
});

export type Access = 'public' | 'anyone' | 'signedIn' | 'buyer' | 'staff' | 'head';

export const access: Readonly<Record<Access, Security>> = {
  /** Anyone; a session sent along is not read. */
  public: { security: [] },
  /**
   * Anyone; a session sent along is read and may change the answer (a buyer sees prices and
   * their warehouse's stock; a buyer's form goes to their manager). `{}` is "no session".
   */
  anyone: { security: [{}, ...signedIn([]).security] },
  /** Any signed-in account, buyer or staff; the call decides what each may see. */
  signedIn: signedIn([]),
  /** A buyer's own cart, favourites, orders and account: 401 without a session, 403 for staff. */
  buyer: signedIn(['buyer']),
  /** The managers' workspace: 401 without a session, 403 for a buyer. */
  staff: signedIn(['staff']),
  /** The head's pages: 401 without a session, 403 for a buyer or a manager. */
  head: signedIn(['head']),
};

const rolesText =
  'A requirement lists the roles it takes: `buyer` (a shop account), `staff` (a warehouse ' +
  'manager or the head), `head` (the head only); none: any signed-in account. A session of ' +
  'another role is answered 403, no session (or an ended one) 401.';

/** The schemes of `components.securitySchemes`. */
export const securitySchemes = {
  [SESSION_COOKIE_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The browser's session: the httpOnly \`${SESSION_COOKIE}\` cookie, URL-encoded JSON ` +
      '`{"jwt": access token, "rt": refresh token}`, set by the storefront when /user/login, ' +
      'a registration or /manager/login succeeds. The storefront reads it, refreshes an access ' +
      'token about to expire, and sends the access token on as a bearer token; page scripts ' +
      `never see it. ${rolesText}`,
  },
  [BEARER_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      '`Authorization: Bearer <jwt>`: the access token (HS256, 15 minutes) from `data.jwt` of ' +
      '/user/login, a registration, /user/refresh or /manager/login; a token of an ended ' +
      `session (logout, a new password) is no token. ${rolesText}`,
  },
  [API_KEY_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: `The same access token in \`x-api-key\`, verified the same way. ${rolesText}`,
  },
} as const;
