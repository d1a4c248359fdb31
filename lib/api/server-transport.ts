import 'server-only';
import { cookies } from 'next/headers';
import { noteBackendFailure } from '../page-cache/signals.mjs';
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
 * shopper's cookies (the session, DESIGN.md §3) go with the in-process request.
 */
export function withShopperCookies(inner: Transport): Transport {
  return async (request) => {
    let cookieHeader = '';
    try {
      cookieHeader = (await cookies()).toString();
    } catch {
      // Outside a request (start-up, background work) there is no shopper.
    }
    if (!cookieHeader) return inner(request);
    const headers = new Headers(request.headers);
    headers.set('cookie', cookieHeader);
    return inner(new Request(request, { headers }));
  };
}
