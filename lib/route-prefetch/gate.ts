/**
 * At most 4 route preloads in parallel (storefront.md §9, SF-9.14).
 *
 * The App Router prefetches a route with one or more RSC requests (the route tree, then its
 * segments) and schedules them itself: 4 at a time for links in view, but up to 12 for a
 * hovered link, and the route tree of a URL with a query string is fetched twice (with and
 * without it), outside the count; a page of cards measured a peak of 8. No option limits it, and
 * `router.prefetch` does not say when its requests end, so a queue in front of it could not
 * count them either. The limit is therefore kept where every prefetch passes, whichever link or
 * call started it: the browser's `fetch`. A prefetch request waits for one of 4 slots and holds
 * it until its response body has been read to the end (or failed, or was cancelled) and the
 * browser has counted the request complete (./network-ends.ts).
 * Navigations and every other request pass untouched.
 */
import { isRoutePrefetch, RSC_CONTENT_TYPE } from '../framework/router-requests';
import { isSlowConnection, type ConnectionLike } from './budget';
import { createLimiter, type Limiter } from './limiter';
import { immediateEnds, resourceTimingEnds, type NetworkEnds } from './network-ends';

export const MAX_PARALLEL_ROUTE_PRELOADS = 4;

/** The response as the router gets it, its body handing the slot back once it is finished. */
function releasingOnEnd(response: Response, release: () => void, ended: () => void): Response {
  const body = response.body;
  // The router drops these without reading them (an error, or not an RSC answer).
  const unread =
    !response.ok ||
    body === null ||
    !(response.headers.get('content-type') ?? '').startsWith(RSC_CONTENT_TYPE);
  if (unread || body === null) {
    release();
    return response;
  }
  const reader = body.getReader();
  const tracked = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          ended();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  // The same answer over the tracked body. `url` and `redirected` cannot be given to the
  // constructor, and the router reads both (redirect handling): they are copied as own values.
  const gated = new Response(tracked, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  for (const key of ['url', 'redirected'] as const) {
    Object.defineProperty(gated, key, { value: response[key] });
  }
  return gated;
}

export type Fetch = typeof fetch;

/** As the browser names the request in its Resource Timing entries. */
const absolute = (url: string) =>
  new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/** The connection a prefetch would use: none known means fast (tests, older browsers). */
export type ConnectionOf = () => ConnectionLike | undefined;
const unknownConnection: ConnectionOf = () => undefined;

/**
 * `fetch` with route prefetches limited to `limiter`'s slots, and none at all on a slow or
 * saving connection (./budget.ts): a refused one is answered 204 without touching the network.
 */
export function gatedFetch(
  original: Fetch,
  limiter: Limiter,
  networkEnds: NetworkEnds = immediateEnds,
  connection: ConnectionOf = unknownConnection,
): Fetch {
  return async function fetchWithPrefetchLimit(input, init) {
    if (!isRoutePrefetch(init)) return original(input, init);
    if (isSlowConnection(connection())) return new Response(null, { status: 204 });
    const release = await limiter.acquire();
    const url = input instanceof Request ? input.url : String(input);
    const networkEnd = networkEnds.track(absolute(url));
    try {
      const ended = () => void networkEnd().then(release);
      return releasingOnEnd(await original(input, init), release, ended);
    } catch (error) {
      release();
      throw error;
    }
  };
}

const INSTALLED = Symbol.for('selvedge.routePrefetchGate');
type GatedWindow = {
  fetch: Fetch;
  PerformanceObserver?: typeof PerformanceObserver;
  navigator?: object;
  [INSTALLED]?: Limiter;
};

/** Puts the gate in front of `target.fetch` once; returns its limiter. */
export function installPrefetchGate(
  target: GatedWindow,
  limit = MAX_PARALLEL_ROUTE_PRELOADS,
): Limiter {
  const existing = target[INSTALLED];
  if (existing) return existing;
  const limiter = createLimiter(limit);
  const ends = target.PerformanceObserver
    ? resourceTimingEnds(target.PerformanceObserver)
    : immediateEnds;
  const connection = () =>
    (target.navigator as { connection?: ConnectionLike } | undefined)?.connection;
  target.fetch = gatedFetch(target.fetch.bind(target), limiter, ends, connection);
  target[INSTALLED] = limiter;
  return limiter;
}
