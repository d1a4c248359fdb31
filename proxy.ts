/**
 * Request proxy (Next 16's middleware): the trailing-slash rule, the session refresh before a
 * page renders, and the login guard of the route table (storefront.md §2, DESIGN.md §3).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { currentSessionRefresher } from './lib/api/transport';
import {
  accessTokenExpiring,
  ACTIVE_MODAL_COOKIE,
  ACTIVE_MODAL_MAX_AGE_S,
  decodeSessionTokens,
  replaceCookie,
  serializeCookie,
  sessionCookieSpecs,
  SESSION_COOKIE,
  type SessionTokens,
} from './lib/cookies';
import { clientAddress } from './lib/net/client-address';
import { isLoginRequired } from './lib/route-table';
import { nextWithPagePolicy } from './lib/security/page-policy';

const hasExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '');

/**
 * A new pair for an expiring session: in-process through the gateway's refresher when this
 * process registered one (instrumentation.ts), else through the shop's own /api/v1 route.
 */
async function refresh(request: NextRequest, rt: string): Promise<SessionTokens | null> {
  const ip = clientAddress(request.headers);
  const inProcess = currentSessionRefresher();
  if (inProcess) return inProcess(rt, ip);
  try {
    const answer = await fetch(new URL('/api/v1/user/refresh/', request.url), {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${request.cookies.get(SESSION_COOKIE)?.value ?? ''}` },
    });
    if (!answer.ok) return null;
    for (const header of answer.headers.getSetCookie()) {
      const [pair] = header.split(';');
      if (pair?.startsWith(`${SESSION_COOKIE}=`)) {
        return decodeSessionTokens(pair.slice(SESSION_COOKIE.length + 1));
      }
    }
  } catch {
    // The session stays as it is; the next API call refreshes it.
  }
  return null;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // A path without a file extension gets a trailing slash.
  if (!pathname.endsWith('/') && !hasExtension(pathname)) {
    // A plain URL: NextURL would format the path by the trailingSlash setting and drop the slash.
    const url = new URL(request.url);
    url.pathname = `${pathname}/`;
    return NextResponse.redirect(url, 308);
  }

  // An expiring session is refreshed before the page renders, so that server components see
  // the buyer (prices) and the browser gets the new pair (a render cannot set cookies).
  let tokens = decodeSessionTokens(request.cookies.get(SESSION_COOKIE)?.value);
  let changed = false;
  if (tokens && accessTokenExpiring(tokens.jwt)) {
    tokens = await refresh(request, tokens.rt);
    changed = true;
  }
  const secure =
    request.nextUrl.protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const specs = changed ? sessionCookieSpecs(tokens, secure) : [];
  // Raw Set-Cookie lines: the values are encoded already, and these go after any cookie set
  // through response.cookies (which rewrites the header from its own list).
  const applySession = (response: NextResponse) => {
    for (const spec of specs) response.headers.append('set-cookie', serializeCookie(spec));
    return response;
  };

  // Cart, checkout and the user area need login: the visitor goes home with the login modal open.
  // A session cookie counts unless a refresh has just found it dead: a cookie this code cannot
  // read (an upstream's own format) is left to the API to judge.
  const hasSession = changed ? tokens !== null : request.cookies.has(SESSION_COOKIE);
  if (isLoginRequired(pathname) && !hasSession) {
    const url = new URL('/', request.url);
    const response = NextResponse.redirect(url, 307);
    response.cookies.set(ACTIVE_MODAL_COOKIE, 'login', {
      maxAge: ACTIVE_MODAL_MAX_AGE_S,
      sameSite: 'strict',
      path: '/',
    });
    return applySession(response);
  }

  // Pages carry their Content-Security-Policy with a fresh nonce (lib/security/page-policy.ts).
  if (!changed) return nextWithPagePolicy(request);
  // This request renders with the new pair (or without the dead one).
  let cookieHeader = request.headers.get('cookie');
  for (const spec of specs) cookieHeader = replaceCookie(cookieHeader, spec.name, spec.value);
  const headers = new Headers(request.headers);
  headers.set('cookie', cookieHeader ?? '');
  return applySession(nextWithPagePolicy(request, headers));
}

export const config = {
  // Everything but the API, Next's own assets and static files.
  matcher: ['/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml).*)'],
};
