import Cookies from 'js-cookie';
import { SESSION_FLAG_COOKIE } from '@/lib/cookies';

/** Logged in, by the readable session flag (DESIGN.md §3): cart calls are for buyers only. */
export const hasSession = (): boolean => Cookies.get(SESSION_FLAG_COOKIE) !== undefined;
