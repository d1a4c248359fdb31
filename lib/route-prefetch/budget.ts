/**
 * Which route prefetches a page may make (issue #22): on a phone, every link in view prefetched
 * its route (8–27 routes a page, some 2,100 requests cancelled in one walk-through), work the
 * phone pays for after load and mostly throws away.
 *
 * - **Slow or saving connections prefetch nothing**: Save-Data, or an effective type of
 *   slow-2g, 2g or 3g (Network Information API; a browser without it is taken as fast).
 * - **Intent always passes**: a route whose link was hovered, focused or touched in the last
 *   `INTENT_WINDOW_MS` is what the buyer reaches for.
 * - **Links in view share a budget**: at most `VIEWPORT_ROUTE_BUDGET` distinct routes per page
 *   (the page's address; a navigation starts a new budget). The router asks for a route in
 *   several requests (its tree, then its segments): every request of a route already admitted
 *   passes.
 * A refused prefetch gets an empty 204 answer: the router drops it as "not an RSC answer", and a
 * click on that link navigates with a request of its own, which no budget touches.
 */
export const VIEWPORT_ROUTE_BUDGET = 4;
export const INTENT_WINDOW_MS = 2000;
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: ConnectionLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}

export interface PrefetchBudget {
  /** The buyer hovered, focused or touched a link to `path`. */
  noteIntent(path: string): void;
  /** Whether a prefetch of `path`, asked while the page at `page` is shown, may go. */
  admit(path: string, page: string): boolean;
}

export function createPrefetchBudget(
  connection: () => ConnectionLike | undefined,
  now: () => number = Date.now,
  budget = VIEWPORT_ROUTE_BUDGET,
): PrefetchBudget {
  const intents = new Map<string, number>();
  let page = '';
  let admitted = new Set<string>();
  let inView = 0;
  return {
    noteIntent(path) {
      intents.set(path, now());
    },
    admit(path, current) {
      if (isSlowConnection(connection())) return false;
      if (current !== page) {
        page = current;
        admitted = new Set();
        inView = 0;
      }
      if (admitted.has(path)) return true;
      const intent = intents.get(path);
      const intended = intent !== undefined && now() - intent <= INTENT_WINDOW_MS;
      if (!intended) {
        if (inView >= budget) return false;
        inView += 1;
      }
      admitted.add(path);
      return true;
    },
  };
}

/** The path a route request asks for: `/catalog/futer/?_rsc=…` → `/catalog/futer/`. */
export function routePath(url: string, base: string): string {
  return new URL(url, base).pathname;
}
