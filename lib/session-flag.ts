import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { SESSION_FLAG_COOKIE } from './cookies';

/**
 * Whether the shopper is logged in, from the readable session flag (DESIGN.md §3): for client
 * decisions only (open the login modal or not). What the shopper may see is the API's decision.
 */
export const hasSessionFlag = (): boolean => Cookies.get(SESSION_FLAG_COOKIE) !== undefined;

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
