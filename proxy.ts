/**
 * Request proxy (Next 16's middleware): the trailing-slash rule, the anonymous pages served from
 * the cache (issue #16), the session refresh before a page renders, and the login guard of the
 * route table (storefront.md §2, docs/design.md §3).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { shouldShowPreloader } from './features/home/model/preloader';
import type { PageBuyer } from './lib/api/page-viewer';
import { currentPageBuyerResolver, currentSessionRefresher } from './lib/api/transport';
import {
  accessTokenExpiring,
  accessTokenIsStaff,
  ACTIVE_MODAL_COOKIE,
  ACTIVE_MODAL_MAX_AGE_S,
  decodeSessionTokens,
  replaceCookie,
  serializeCookie,
  sessionCookieSpecs,
  PRELOADER_COOKIE,
  SESSION_COOKIE,
  SESSION_FLAG_COOKIE,
  type SessionTokens,
} from './lib/cookies';
import {
  CACHED_SEGMENT,
  cachedPathFor,
  isCacheablePath,
  variantFor,
} from './lib/page-cache/keys.mjs';
import { ANONYMOUS_CACHE_CONTROL, cachedPageOf } from './lib/page-cache/pages.mjs';
import { filterFormTarget } from './lib/catalog/filter-form';
import { clientAddress } from './lib/net/client-address';
import { isLoginRequired } from './lib/route-table';
import { routes } from './lib/routes';
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

/** What a browser may keep of a page rendered for a buyer, from the cache or not: nothing shared. */
const BUYER_CACHE_CONTROL = 'private, no-store';

/**
 * The page's cached copy (app/cached/…): rendered once, then served from the cache to every
 * visitor without a session, or (buyer given) to every logged-in buyer of that warehouse and
 * price type. Whatever the page reads of the request travels in the variant segment. null: this
 * request is rendered for its viewer.
 */
function cachedCopy(request: NextRequest, buyer?: PageBuyer): URL | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname, searchParams } = request.nextUrl;
  const cached = cachedPageOf(pathname);
  if (!cached) return null;
  const preloader =
    pathname === '/' &&
    shouldShowPreloader(
      request.cookies.get(PRELOADER_COOKIE)?.value,
      request.headers.get('user-agent'),
    );
  const variant = variantFor(searchParams, {
    preloader,
    buyerStore: buyer?.storeId,
    buyerPriceType: buyer?.priceTypeId,
    keys: cached.page.query,
  });
  if (!variant) return null;
  const url = new URL(request.url);
  url.pathname = cachedPathFor(pathname, variant);
  // Only the router's cache-busting mark stays: Next checks it against the RSC headers.
  const rsc = searchParams.get('_rsc');
  url.search = rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
  return url;
}

/**
 * The buyers' copy of a cacheable page for this session, or null (not cacheable, no live buyer
 * behind the token, or the API is not in this process: the page renders per request).
 */
async function buyerCopy(request: NextRequest, tokens: SessionTokens | null): Promise<URL | null> {
  if (!tokens?.jwt || !isCacheablePath(request.nextUrl.pathname)) return null;
  const resolve = currentPageBuyerResolver();
  if (!resolve) return null;
  const buyer = await resolve(tokens.jwt).catch(() => null);
  return buyer ? cachedCopy(request, buyer) : null;
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

  // The cached copies are reached only through the rewrite below, never by their own address.
  // The smart filter sent as a plain form, before its script came (issue #37): its address.
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname.startsWith(routes.catalog())
  ) {
    const filtered = filterFormTarget(pathname, request.nextUrl.searchParams);
    if (filtered) return NextResponse.redirect(new URL(filtered, request.url), 303);
  }

  if (pathname.startsWith(`/${CACHED_SEGMENT}/`)) {
    return nextWithPagePolicy(request, request.headers, {
      url: new URL('/not-found-page/', request.url),
      status: 404,
    });
  }
  const anonymous =
    !request.cookies.has(SESSION_COOKIE) && !request.cookies.has(SESSION_FLAG_COOKIE);
  const copy = anonymous ? cachedCopy(request) : null;
  if (copy) {
    // No Content-Security-Policy here: the cached page carries its own, with the hashes of its
    // inline scripts (lib/page-cache/handler.mjs).
    const response = NextResponse.rewrite(copy);
    response.headers.set('Cache-Control', ANONYMOUS_CACHE_CONTROL);
    return response;
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

  // Staff have no cart, checkout or buyer's account (issue #20): their place is /manager/.
  if (isLoginRequired(pathname) && tokens?.jwt && accessTokenIsStaff(tokens.jwt)) {
    return applySession(NextResponse.redirect(new URL(routes.manager(), request.url), 307));
  }

  // A live buyer's public page comes from the copy kept for the buyers of their warehouse
  // (prices, that warehouse first; their name, cart and favourites load in the browser).
  const buyersCopy = await buyerCopy(request, tokens);
  if (buyersCopy) {
    const response = NextResponse.rewrite(buyersCopy);
    response.headers.set('Cache-Control', BUYER_CACHE_CONTROL);
    return applySession(response);
  }

  // Pages carry their Content-Security-Policy with a fresh nonce (lib/security/page-policy.ts).
  if (!changed) return nextWithPagePolicy(request);
  // This request renders with the new pair (or without the dead one).
  let cookieHeader = request.headers.get('cookie');
  for (const spec of specs) cookieHeader = replaceCookie(cookieHeader, spec.name, spec.value);
  const headers = new Headers(request.headers);
  headers.set('cookie', cookieHeader ?? '');
  const response = nextWithPagePolicy(request, headers);
  // The refresh on navigation failed: "tokens cleared and the login modal opens" (accounts.md
  // §4) on the page the buyer lands on, through the remembered active modal.
  if (!tokens) {
    response.cookies.set(ACTIVE_MODAL_COOKIE, 'login', {
      maxAge: ACTIVE_MODAL_MAX_AGE_S,
      sameSite: 'strict',
      path: '/',
    });
  }
  return applySession(response);
}

/**
 * Where the proxy runs: never on the API, Next's files and static files, nor on 1C's exchange
 * at /bitrix/admin/1c_exchange.php (issue #35: a proxy buffers request bodies); on every page of a
 * session and every page request carrying a parameter a page is rendered from
 * (PAGE_QUERY_KEYS); and on every path that is not a cacheable page (CACHEABLE_SOURCES: the
 * guarded routes, unknown paths, /cached/…, a path without its trailing slash). An anonymous
 * request for a cacheable page without such a parameter skips it: next.config.ts rewrites it to
 * the cached copy (a proxy pass costs about as much as serving the copy). Next reads this
 * object at build time, so it is written literally from the table of cached pages
 * (lib/page-cache/pages.mjs) by `npm run cache:pages`; tests/lib/page-cache/pages.test.ts
 * fails while the two differ.
 */
// cache:pages matcher begin (generated from lib/page-cache/pages.mjs)
export const config = {
  matcher: [
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'cookie', key: 'tokens' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'cookie', key: 'session_auth' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'smartFilter' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'stockCode' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'sort' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'PAGEN_1' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'set_filter' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'action' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'search' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'section' }],
    },
    {
      source:
        '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/).*)',
      has: [{ type: 'query', key: 'city' }],
    },
    '/((?!api/|_next/static|_next/image|media/|favicon.ico|robots.txt|sitemap.xml|bitrix/admin/1c_exchange.php|forms/[^/]+/send/|login/send/)(?!(?:|catalog/|catalog/[^/]+/|catalog/[^/]+/[^/]+/|search-result/|about/|manufacture/|tailoring/|custom-design/|contacts/|politika_konfidentsialnosti/|career/|career/internship/|career/vacancy/|career/vacancy/[^/]+/|press-center/|press-center/[^/]+/|buyers/[^/]+/)$).*)',
  ],
};
// cache:pages matcher end
