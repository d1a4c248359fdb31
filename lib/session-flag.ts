import { useSyncExternalStore } from 'react';
import { readCookie } from './browser-cookies';
import { SESSION_FLAG_COOKIE, STAFF_FLAG_COOKIE } from './cookies';

/**
 * Whether the shopper is logged in, from the readable session flag (docs/design.md §3): for client
 * decisions only (open the login modal or not). What the shopper may see is the API's decision.
 */
export const hasSessionFlag = (): boolean => readCookie(SESSION_FLAG_COOKIE) !== undefined;

const noSubscription = () => () => undefined;

/**
 * The session flag in a component. The server render cannot read the browser's cookie: it
 * assumes `serverValue` (what the request's cookies said, false for a page from the cache), and
 * the flag corrects it once the page is in the browser. A flag seen on either side counts.
 */
export function useSessionFlag(serverValue = false): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => serverValue || hasSessionFlag(),
    () => serverValue,
  );
}

/** Whether the session is a staff member's (lib/cookies.ts STAFF_FLAG_COOKIE): a client hint. */
export const hasStaffFlag = (): boolean => readCookie(STAFF_FLAG_COOKIE) !== undefined;

/** The staff hint in a component, read like useSessionFlag (the server's value, then the cookie). */
export function useStaffFlag(serverValue = false): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => serverValue || hasStaffFlag(),
    () => serverValue,
  );
}

/**
 * A buyer's session: the flag without the staff hint. What reads the buyers' API (the cart's
 * lines, favourites, the own manager) waits for it; for staff the API would answer 403.
 */
export function useBuyerSession(): boolean {
  const session = useSessionFlag();
  const staff = useStaffFlag();
  return session && !staff;
}
