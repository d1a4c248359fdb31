import 'server-only';
import { cookies } from 'next/headers';
import { currentPageBuyer } from '../page-cache/page-buyer';
import { noteBackendFailure } from '../page-cache/signals.mjs';
import { PAGE_VIEWER_HEADER, pageViewerHeaderValue } from './page-viewer';
import type { Transport } from './transport';

/**
 * A call that answered 5xx or did not answer makes the page that asked for it degraded
 * (storefront.md §8): the page cache does not keep pages rendered around such a failure.
 */
export function noteFailures(inner: Transport): Transport {
  return async (request) => {
    try {
      const response = await inner(request);
      if (response.status >= 500) noteBackendFailure();
      return response;
    } catch (error) {
      noteBackendFailure();
      throw error;
    }
  };
}

/**
 * Server components call the API on behalf of the shopper whose page they render: the
 * shopper's cookies (the session, docs/design.md §3) go with the in-process request. A cached copy
 * has no cookies; one rendered for the buyers of a warehouse says so instead
 * (lib/api/page-viewer.ts), and the API answers as it would any of them, without an account.
 */
export function withShopperCookies(inner: Transport): Transport {
  return async (request) => {
    let cookieHeader = '';
    try {
      cookieHeader = (await cookies()).toString();
    } catch {
      // Outside a request (start-up, background work) there is no shopper.
    }
    const buyer = cookieHeader ? null : currentPageBuyer();
    if (!cookieHeader && !buyer) return inner(request);
    const headers = new Headers(request.headers);
    if (buyer) headers.set(PAGE_VIEWER_HEADER, pageViewerHeaderValue(buyer));
    else headers.set('cookie', cookieHeader);
    return inner(new Request(request, { headers }));
  };
}
