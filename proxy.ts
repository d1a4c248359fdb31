/**
 * Request proxy (Next 16's middleware): the trailing-slash rule and the login guard of the
 * route table (storefront.md §2).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { isLoginRequired } from './lib/route-table';
import { ACTIVE_MODAL_COOKIE, ACTIVE_MODAL_MAX_AGE_S, SESSION_COOKIE } from './lib/cookies';
import { nextWithPagePolicy } from './lib/security/page-policy';

const hasExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '');

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // A path without a file extension gets a trailing slash.
  if (!pathname.endsWith('/') && !hasExtension(pathname)) {
    // A plain URL: NextURL would format the path by the trailingSlash setting and drop the slash.
    const url = new URL(request.url);
    url.pathname = `${pathname}/`;
    return NextResponse.redirect(url, 308);
  }

  // Cart, checkout and the user area need login: the visitor goes home with the login modal open.
  if (isLoginRequired(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    const url = new URL('/', request.url);
    const response = NextResponse.redirect(url, 307);
    response.cookies.set(ACTIVE_MODAL_COOKIE, 'login', {
      maxAge: ACTIVE_MODAL_MAX_AGE_S,
      sameSite: 'strict',
      path: '/',
    });
    return response;
  }

  // The pages' Content-Security-Policy with a nonce (lib/security/page-policy.ts).
  return nextWithPagePolicy(request);
}

export const config = {
  // Everything but the API, Next's own assets and static files.
  matcher: ['/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml).*)'],
};
