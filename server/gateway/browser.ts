/**
 * The browser's door (app/api/v1/[[...path]]/route.ts): the session lives in cookies, and the
 * tokens never reach the browser's JavaScript (docs/design.md §3).
 */
import 'server-only';
import { SESSION_EXPIRED_HEADER } from '../../lib/api/client';
import { fileForms, formPaths } from '../../lib/api/endpoints/forms';
import { webVitalsReportPath } from '../../lib/api/endpoints/web-vitals';
import {
  accessTokenExpiring,
  cookieFromHeader,
  decodeSessionTokens,
  serializeCookie,
  sessionCookieSpecs,
  SESSION_COOKIE,
  type SessionTokens,
} from '../../lib/cookies';
import { clientAddress } from '../../lib/net/client-address';
import { API_BASE } from '../app';
import { messages } from '../http/app-error';
import { crossSiteRefusal, originPolicyFromEnv, type OriginPolicy } from './same-origin';
import { boundedBody, envelopeResponse } from './upstream';

/** Calls whose answers carry a new token pair in `data`. */
const TOKEN_ISSUING = new Set([
  '/user/login',
  '/user/registrationLegal',
  '/user/registrationIndividual',
  '/user/refresh',
  // The staff login of /manager/ (issue #20): the same cookie, a token that carries the role.
  '/manager/login',
]);
const LOGOUT = '/user/logout';
/**
 * POSTs sent on without the session: the file form posts (lib/api/endpoints/forms.ts
 * `fileForms`), and a page view's Core Web Vitals (issue #37), a public call whose beacon is
 * sent as the page goes away: a refresh there would set a cookie on an answer nobody reads,
 * and could rotate a refresh token whose successor the browser never stores (the next use of
 * the old one then counts as a reuse and ends the session).
 */
const SESSIONLESS_POSTS = new Set<string>(
  [...fileForms.map((form) => formPaths[form]), webVitalsReportPath].map((path) =>
    path.replace(/\/+$/, ''),
  ),
);

const callPath = (url: URL) => {
  const rest = url.pathname.startsWith(API_BASE)
    ? url.pathname.slice(API_BASE.length)
    : url.pathname;
  return rest.replace(/\/+$/, '') || '/';
};

const isSecure = (request: Request) =>
  new URL(request.url).protocol === 'https:' ||
  request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

const REFRESH_SHARED_MS = 30_000;

type Answer = (request: Request) => Promise<Response>;

async function refreshNow(
  answer: Answer,
  rt: string,
  clientIp?: string,
): Promise<SessionTokens | null> {
  const headers = new Headers({
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  });
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  const response = await answer(
    new Request(`http://selvedge.internal${API_BASE}/user/refresh/`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ rt }).toString(),
    }),
  );
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as {
    data?: { jwt?: unknown; rt?: unknown };
  } | null;
  const jwt = body?.data?.jwt;
  const next = body?.data?.rt;
  return typeof jwt === 'string' && typeof next === 'string' ? { jwt, rt: next } : null;
}

/**
 * One refresh per refresh token; its result is shared for 30 s with the requests that raced it
 * (a page's parallel calls, or the proxy and the route handler), so that parallel calls of one
 * shopper never spend the same token twice, which would count as a reuse and end the session.
 */
export function createSessionRefresher(answer: Answer) {
  const refreshes = new Map<string, Promise<SessionTokens | null>>();
  return (rt: string, clientIp?: string): Promise<SessionTokens | null> => {
    let pending = refreshes.get(rt);
    if (!pending) {
      pending = refreshNow(answer, rt, clientIp).catch(() => null);
      refreshes.set(rt, pending);
      setTimeout(() => refreshes.delete(rt), REFRESH_SHARED_MS).unref?.();
    }
    return pending;
  };
}

/** The client's address (lib/net/client-address.ts), handed to the refresh call's rate limit. */
const clientIpOf = (request: Request) => clientAddress(request.headers);

/**
 * A call from the browser. The tokens never reach its JavaScript (docs/design.md §3):
 * - the access token from the httpOnly cookie is attached as `Authorization: Bearer`;
 * - an access token about to expire is refreshed first, and a 401 is answered by one refresh
 *   and one retry; a failed refresh clears the session cookies;
 * - login, registration and refresh answers: the pair goes into the cookies and is removed
 *   from the JSON the browser sees (it learns only that it is logged in);
 * - `/user/refresh` from the browser uses the cookie's refresh token;
 * - `/user/logout` gets the refresh token (to revoke its family) and clears the cookies;
 * - a call that changes state from another site's page is refused (./same-origin.ts).
 */
export function createBrowserHandler(
  answer: Answer,
  refreshSession: (
    rt: string,
    clientIp?: string,
  ) => Promise<SessionTokens | null> = createSessionRefresher(answer),
  originPolicy: () => OriginPolicy = originPolicyFromEnv,
) {
  return (request: Request) =>
    crossSiteRefusal(request, originPolicy()) ?? browserRequest(request, answer, refreshSession);
}

async function browserRequest(
  request: Request,
  answerOf: Answer,
  refreshSession: (rt: string, clientIp?: string) => Promise<SessionTokens | null>,
): Promise<Response> {
  const url = new URL(request.url);
  const path = callPath(url);
  const secure = isSecure(request);
  const clientIp = clientIpOf(request);
  // A file form post carries no access token (storefront.md §7), nor does a web vitals report:
  // as if there were no session, so it is neither refreshed for nor aborted, and its cookies
  // stay as they are.
  const withoutSession = request.method === 'POST' && SESSIONLESS_POSTS.has(path);
  let tokens = withoutSession
    ? null
    : decodeSessionTokens(cookieFromHeader(request.headers.get('cookie'), SESSION_COOKIE));
  const setCookies: string[] = [];
  const storeSession = (next: SessionTokens | null) => {
    tokens = next;
    setCookies.length = 0;
    for (const spec of sessionCookieSpecs(next, secure)) setCookies.push(serializeCookie(spec));
  };

  const read = await boundedBody(request);
  if (read instanceof Response) return read;
  let body: ArrayBuffer | string | undefined = read;
  const headers = new Headers(request.headers);
  headers.delete('x-refresh-token');
  if (withoutSession) {
    // Nor does the session travel another way: no header of the caller's, no tokens cookie.
    headers.delete('authorization');
    const cookies = (headers.get('cookie') ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair && !pair.startsWith(`${SESSION_COOKIE}=`));
    if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
    else headers.delete('cookie');
  }

  if (path === '/user/refresh' && tokens) {
    body = new URLSearchParams({ rt: tokens.rt }).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (tokens && !TOKEN_ISSUING.has(path) && accessTokenExpiring(tokens.jwt)) {
    // "If only the refresh token exists and the session is not current, a refresh is done."
    const fresh = await refreshSession(tokens.rt, clientIp);
    storeSession(fresh);
    // "Without rt or on failure, the request is aborted, tokens cleared and the login modal
    // opens" (accounts.md §4): the call is not sent on as a visitor's. A logout goes on: it
    // clears the session anyway.
    if (!fresh && path !== LOGOUT) {
      return sessionEnded(envelopeResponse(401, messages.unauthorized), setCookies);
    }
  }
  if (path === LOGOUT && tokens) headers.set('x-refresh-token', tokens.rt);

  const send = () => {
    const h = new Headers(headers);
    if (tokens?.jwt && !TOKEN_ISSUING.has(path)) h.set('authorization', `Bearer ${tokens.jwt}`);
    return answerOf(
      new Request(url, { method: request.method, headers: h, body, signal: request.signal }),
    );
  };

  let response = await send();
  if (response.status === 401 && tokens && !TOKEN_ISSUING.has(path) && path !== LOGOUT) {
    const fresh = await refreshSession(tokens.rt, clientIp);
    storeSession(fresh);
    if (fresh) response = await send();
    // The refresh failed: the 401 stands, the cookies go, the browser opens the login modal.
    else return sessionEnded(response, setCookies);
  }

  if (TOKEN_ISSUING.has(path)) {
    const envelope = (await response
      .clone()
      .json()
      .catch(() => null)) as { data?: { jwt?: unknown; rt?: unknown } } | null;
    const data = envelope?.data;
    if (response.ok && data && typeof data.jwt === 'string' && typeof data.rt === 'string') {
      storeSession({ jwt: data.jwt, rt: data.rt });
      const visible = { ...envelope, data: {} };
      const out = new Headers(response.headers);
      out.delete('content-length');
      response = new Response(JSON.stringify(visible), { status: response.status, headers: out });
    } else if (path === '/user/refresh' && response.status === 401) {
      storeSession(null);
    }
  }
  if (path === LOGOUT) storeSession(null);

  if (setCookies.length === 0) return response;
  const out = new Headers(response.headers);
  for (const cookie of setCookies) out.append('set-cookie', cookie);
  out.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, headers: out });
}

/** A call aborted because the session is over: its 401, the cleared cookies and the header. */
function sessionEnded(response: Response, setCookies: readonly string[]): Response {
  const out = new Headers(response.headers);
  for (const cookie of setCookies) out.append('set-cookie', cookie);
  out.set(SESSION_EXPIRED_HEADER, '1');
  out.set('cache-control', 'no-store');
  return new Response(response.body, { status: 401, headers: out });
}
