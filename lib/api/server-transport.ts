import 'server-only';
import { cookies } from 'next/headers';
import type { Transport } from './transport';

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
