import Cookies from 'js-cookie';
import { SESSION_FLAG_COOKIE } from '@/lib/cookies';

/** Whether the shopper is logged in, from the readable session flag (DESIGN.md §3). */
export const hasSessionFlag = (): boolean => Cookies.get(SESSION_FLAG_COOKIE) !== undefined;
