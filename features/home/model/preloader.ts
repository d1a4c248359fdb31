import { writeCookie } from '@/lib/browser-cookies';
import { PRELOADER_COOKIE } from '@/lib/cookies';
import { isCrawler } from '@/lib/page-cache/crawler.mjs';

/** storefront.md §3, §9: the flag lives 30 minutes — "first visit to home per session". */
export const PRELOADER_COOKIE_MAX_AGE_S = 30 * 60;
/** storefront.md §9: the counter runs to 100 in about 1.5 s; the cover shrinks over 1 s. */
export const COUNTER_MS = 1500;
export const FADE_MS = 400;
export const COVER_MS = 1000;

// Who is a crawler is decided once for the server and the cache (lib/page-cache/crawler.mjs).
export { isCrawler };

export function shouldShowPreloader(cookieValue: string | undefined, userAgent: string | null) {
  return !cookieValue && !isCrawler(userAgent);
}

export function markPreloaderShown() {
  writeCookie(PRELOADER_COOKIE, '1', { maxAgeS: PRELOADER_COOKIE_MAX_AGE_S, sameSite: 'strict' });
}
