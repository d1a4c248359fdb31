/**
 * Which connections prefetch routes at all (issue #22): on Save-Data, or an effective type of
 * slow-2g, 2g or 3g (Network Information API; a browser without it is taken as fast), the
 * router's prefetches are work the buyer pays for in data and time and mostly throws away, so
 * none goes. A refused prefetch is answered 204 without touching the network (./gate.ts): the
 * router drops it as "not an RSC answer", and a click on the link navigates with a request of
 * its own, which is never refused.
 *
 * A cap on the routes links in view may prefetch cannot live here: the router takes a refused
 * prefetch as failed and does not try that route again for 10 s, not even when its link is
 * hovered. It belongs to the links themselves (issue #22 note).
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
