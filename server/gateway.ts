/**
 * The one door into /api/v1 (DESIGN.md §1). Without API_UPSTREAM_URL every call is answered by
 * the reference app in this process; with it, every call is forwarded to that back office
 * unchanged (headers, body, status, cookies) and the storefront becomes its front end.
 */
import { SESSION_EXPIRED_HEADER } from '../lib/api/client';
import { fileForms, formPaths } from '../lib/api/endpoints/forms';
import {
  INTERNAL_ORIGIN,
  registerPageBuyerResolver,
  registerSessionRefresher,
} from '../lib/api/transport';
import {
  accessTokenExpiring,
  cookieFromHeader,
  decodeSessionTokens,
  serializeCookie,
  sessionCookieSpecs,
  SESSION_COOKIE,
  type SessionTokens,
} from '../lib/cookies';
import { loadServerEnv } from '../lib/env';
import { clientAddress } from '../lib/net/client-address';
import { defaultDeps, createApp, API_BASE, type ReferenceApp } from './app';
import { getDatabase } from './db/client';
import type { AppDeps } from './http/router';
import { messages } from './http/app-error';
import { BodyTooLargeError, bodyLimitOf, readBodyWithin } from './http/read-body';
import { createLogger } from './http/logger';

const appKey = Symbol.for('selvedge.referenceApp');
type Reference = { app: ReferenceApp; deps: AppDeps };
type GlobalWithApp = typeof globalThis & { [appKey]?: Reference };

function reference(): Reference {
  const g = globalThis as GlobalWithApp;
  if (!g[appKey]) {
    const deps = defaultDeps(getDatabase);
    g[appKey] = { app: createApp(deps), deps };
  }
  return g[appKey];
}

const referenceApp = (): ReferenceApp => reference().app;

/**
 * The warehouse whose cached pages a buyer gets (proxy.ts, issue #16): the app's own judgement
 * of the access token (signature, expiry, a session not ended), so a page for buyers never goes
 * to someone the API would answer as a visitor. Only when the API runs here.
 */
async function pageBuyerOf(jwt: string): Promise<{ storeId: number | null } | null> {
  if (loadServerEnv().API_UPSTREAM_URL) return null;
  const { viewer } = reference().deps;
  if (!viewer) return null;
  const who = await viewer(
    new Request(`${INTERNAL_ORIGIN}${API_BASE}/`, { headers: { authorization: `Bearer ${jwt}` } }),
  );
  return who.authenticated ? { storeId: who.storeId } : null;
}

/** Headers that describe one hop, not the message, and must not be forwarded. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

function envelopeResponse(status: number, message: string): Response {
  return Response.json({ status: 'error', message }, { status });
}

/** The body of a call within its limit (server/http/read-body.ts), or the 413 to answer. */
async function boundedBody(request: Request): Promise<ArrayBuffer | Response | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  try {
    return await readBodyWithin(request, bodyLimitOf(request));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const answer = envelopeResponse(413, messages.tooLarge);
      // The client may still be sending: the connection is not worth keeping.
      answer.headers.set('connection', 'close');
      return answer;
    }
    throw error;
  }
}

export async function forwardToUpstream(
  request: Request,
  upstream: string,
  timeoutMs: number,
): Promise<Response> {
  const url = new URL(request.url);
  const rest = url.pathname.startsWith(API_BASE)
    ? url.pathname.slice(API_BASE.length)
    : url.pathname;
  const target = `${upstream.replace(/\/+$/, '')}${rest}${url.search}`;

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!hopByHop.has(key.toLowerCase())) headers.set(key, value);
  });
  // The upstream gets the request id too, so one id follows the call through both back ends.
  const requestId = headers.get('x-request-id') ?? crypto.randomUUID();
  headers.set('x-request-id', requestId);
  const body = await boundedBody(request);
  if (body instanceof Response) return body;

  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    createLogger({ service: 'gateway', requestId }).error('upstream failed', { target, error });
    const failure = timedOut
      ? envelopeResponse(504, messages.upstreamTimeout)
      : envelopeResponse(503, messages.unavailable);
    failure.headers.set('x-request-id', requestId);
    return failure;
  }

  const out = new Headers();
  answer.headers.forEach((value, key) => {
    const lower = key.toLowerCase();
    // fetch has already decoded the body, so its encoding and length no longer apply.
    if (hopByHop.has(lower) || lower === 'content-encoding' || lower === 'set-cookie') return;
    out.set(key, value);
  });
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', cookie);
  if (!out.has('x-request-id')) out.set('x-request-id', requestId);
  return new Response(answer.body, { status: answer.status, headers: out });
}

function answerOf(request: Request): Promise<Response> {
  const env = loadServerEnv();
  if (env.API_UPSTREAM_URL) {
    return forwardToUpstream(request, env.API_UPSTREAM_URL, env.API_UPSTREAM_TIMEOUT_MS);
  }
  return Promise.resolve(referenceApp().fetch(request));
}

/** `Authorization: Bearer` from the session cookie, unless the caller sent its own. */
function withAccessToken(request: Request, jwt: string | undefined): Request {
  if (!jwt || request.headers.has('authorization')) return request;
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${jwt}`);
  return new Request(request, { headers });
}

/**
 * The server-side door: server components' in-process calls (lib/api/server-transport.ts
 * forwards the shopper's cookies) get the shopper's access token attached, so a page renders
 * with the prices a logged-in buyer may see. It never refreshes: a render cannot set cookies,
 * so proxy.ts refreshes an expiring session before the page renders.
 */
export function handleApiRequest(request: Request): Promise<Response> {
  return answerOf(attachSessionToken(request));
}

/** The request with the access token of its `tokens` cookie attached, if it has one. */
export function attachSessionToken(request: Request): Request {
  const tokens = decodeSessionTokens(
    cookieFromHeader(request.headers.get('cookie'), SESSION_COOKIE),
  );
  return withAccessToken(request, tokens?.jwt || undefined);
}

// ---------------------------------------------------------------------------------------------
// The browser's door (app/api/v1/[[...path]]/route.ts): the session lives in cookies.
// ---------------------------------------------------------------------------------------------

/** Calls whose answers carry a new token pair in `data`. */
const TOKEN_ISSUING = new Set([
  '/user/login',
  '/user/registrationLegal',
  '/user/registrationIndividual',
  '/user/refresh',
]);
const LOGOUT = '/user/logout';
/** The file form posts: sent without the session (lib/api/endpoints/forms.ts `fileForms`). */
const FILE_FORM_POSTS = new Set<string>(
  fileForms.map((form) => formPaths[form].replace(/\/+$/, '')),
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
 * A call from the browser. The tokens never reach its JavaScript (DESIGN.md §3):
 * - the access token from the httpOnly cookie is attached as `Authorization: Bearer`;
 * - an access token about to expire is refreshed first, and a 401 is answered by one refresh
 *   and one retry; a failed refresh clears the session cookies;
 * - login, registration and refresh answers: the pair goes into the cookies and is removed
 *   from the JSON the browser sees (it learns only that it is logged in);
 * - `/user/refresh` from the browser uses the cookie's refresh token;
 * - `/user/logout` gets the refresh token (to revoke its family) and clears the cookies.
 */
export function createBrowserHandler(
  answer: Answer,
  refreshSession: (
    rt: string,
    clientIp?: string,
  ) => Promise<SessionTokens | null> = createSessionRefresher(answer),
) {
  return (request: Request) => browserRequest(request, answer, refreshSession);
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
  // A file form post carries no access token (storefront.md §7): as if there were no session,
  // so it is neither refreshed for nor aborted, and its cookies stay as they are.
  const withoutSession = request.method === 'POST' && FILE_FORM_POSTS.has(path);
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

const refreshSession = createSessionRefresher(answerOf);
registerSessionRefresher(refreshSession);
registerPageBuyerResolver(pageBuyerOf);

/** The route handler's entry. */
export const handleBrowserApiRequest = createBrowserHandler(answerOf, refreshSession);

/**
 * Opens (and migrates) the database at server start, so the first shopper does not wait. A
 * database out of reach must not stop the server: an instrumentation hook that throws leaves
 * Next answering a bare 500 to every request for the life of the process. Logged instead; each
 * call tries again (getDatabase forgets a failed open), answers 503 meanwhile, and the shop
 * recovers by itself when the database is back.
 */
export async function warmUp(): Promise<void> {
  if (loadServerEnv().API_UPSTREAM_URL) return;
  try {
    await getDatabase();
  } catch (error) {
    createLogger({ service: 'gateway' }).error('database unavailable at start', { error });
  }
}
