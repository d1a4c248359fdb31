import { readCookie, writeCookie } from '@/lib/browser-cookies';
import { VIEWPORT_COOKIE, VIEWPORT_MAX_AGE_DAYS } from '@/lib/cookies';

/** The shell's desktop layout starts here (storefront.md §9). */
export const SHELL_DESKTOP_MIN_WIDTH = 1191;

export type ViewportKind = 'mobile' | 'desktop';

export const viewportKindOf = (width: number): ViewportKind =>
  width >= SHELL_DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

/**
 * storefront.md §3, §9: the 'viewport' cookie (365 days, strict, secure) tells the server which
 * layout the visitor saw last, so a server render can start with the right one. Written only when
 * the kind changes.
 */
export function rememberViewport(width: number): ViewportKind {
  const kind = viewportKindOf(width);
  if (readCookie(VIEWPORT_COOKIE) !== kind) {
    writeCookie(VIEWPORT_COOKIE, kind, {
      maxAgeS: VIEWPORT_MAX_AGE_DAYS * 86_400,
      sameSite: 'strict',
      secure: window.location.protocol === 'https:',
    });
  }
  return kind;
}
