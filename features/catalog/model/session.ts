import Cookies from 'js-cookie';
import { SESSION_FLAG_COOKIE } from '@/lib/cookies';

/**
 * Whether the shopper is logged in, from the readable session flag (DESIGN.md §3): for client
 * decisions only (open the login modal or not). Prices are shown only when the API sent one.
 * The shell has the same helper but does not export it from its index.
 */
export const hasSessionFlag = (): boolean => Cookies.get(SESSION_FLAG_COOKIE) !== undefined;
