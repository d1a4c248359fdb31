import Cookies from 'js-cookie';
import { SESSION_FLAG_COOKIE } from './cookies';

/**
 * Whether the shopper is logged in, from the readable session flag (DESIGN.md §3): for client
 * decisions only (open the login modal or not). What the shopper may see is the API's decision.
 */
export const hasSessionFlag = (): boolean => Cookies.get(SESSION_FLAG_COOKIE) !== undefined;
