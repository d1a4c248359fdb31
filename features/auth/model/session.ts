import { readCookie } from '@/lib/browser-cookies';
import { SESSION_FLAG_COOKIE } from '@/lib/cookies';

/** Whether the shopper is logged in, from the readable session flag (docs/design.md §3). */
export const hasSession = (): boolean => readCookie(SESSION_FLAG_COOKIE) !== undefined;

/** After a reload for a token change, another is skipped for 10 s on the same path (AC-4.01). */
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'selvedge:session-reload';

/**
 * Setting or clearing the tokens reloads the page so that every part of it (prices, cart,
 * favourites, header) renders for the new session. Answers whether it reloaded.
 */
export function reloadAfterSessionChange(
  now = Date.now(),
  location: Pick<Location, 'pathname' | 'reload'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): boolean {
  try {
    const last = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null') as {
      path: string;
      at: number;
    } | null;
    if (last && last.path === location.pathname && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ path: location.pathname, at: now }));
  } catch {
    // Storage refused (private mode): reload without the guard.
  }
  location.reload();
  return true;
}
