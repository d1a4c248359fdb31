/**
 * Which connections prefetch routes at all (issue #22): on Save-Data, or an effective type of
 * slow-2g, 2g or 3g (Network Information API; a browser without it is taken as fast), the
 * router's prefetches are work the buyer pays for in data and time and mostly throws away, so
 * none goes. A refused prefetch is answered 204 without touching the network (./gate.ts): the
 * router drops it as "not an RSC answer", and a click on the link navigates with a request of
 * its own, which is never refused.
 *
 * A cap on the routes links in view may prefetch cannot live in the fetch gate: the router
 * takes a refused prefetch as failed and does not try that route again for 10 s, not even when
 * its link is hovered. The shop's links hold it instead (below, and components/link): they
 * never let the router prefetch on its own, and ask for a route themselves when it is in view
 * and within the budget, or when the buyer reaches for it.
 */
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: ConnectionLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}

/** Routes the links in view of one page may prefetch; a link the buyer reaches for always may. */
export const IN_VIEW_ROUTE_BUDGET = 4;

export interface RoutePrefetchBudget {
  /** A link came into view on the page at `page`: may it prefetch `path`? */
  admitInView(path: string, page: string): boolean;
  /** The buyer hovered, focused or touched a link to `path`: may it prefetch? */
  admitIntent(path: string): boolean;
}

/**
 * The budget of the shop's links (components/link): at most `budget` distinct routes for the
 * links that come into view on one page (its address; a navigation starts a new count), every
 * route a link is reached for, nothing at all on a slow or saving connection.
 */
export function createRoutePrefetchBudget(
  connection: () => ConnectionLike | undefined,
  budget = IN_VIEW_ROUTE_BUDGET,
): RoutePrefetchBudget {
  let page = '';
  let inView = new Set<string>();
  return {
    admitInView(path, current) {
      if (isSlowConnection(connection())) return false;
      if (current !== page) {
        page = current;
        inView = new Set();
      }
      if (inView.has(path)) return true;
      if (inView.size >= budget) return false;
      inView.add(path);
      return true;
    },
    admitIntent: () => !isSlowConnection(connection()),
  };
}

/** The browser's budget, shared by every link of the page. */
export const routePrefetchBudget = createRoutePrefetchBudget(() =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as { connection?: ConnectionLike }).connection,
);
