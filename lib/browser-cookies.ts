/**
 * The cookies the browser's own JavaScript reads and writes (storefront.md §3: viewport, active
 * modal, products history; the session flags are only read). A few lines instead of js-cookie,
 * which the shell would put in every page's first load (issue #22). Values are written the way
 * js-cookie wrote them (URI-encoded, with the characters a cookie allows left as they are), so
 * cookies set before this change read the same.
 */

export interface BrowserCookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeS?: number;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

const decodeValue = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

// Reading document.cookie asks the browser's cookie store each time, and a hydrating listing reads
// the session flag for every card (issue #22: ~30 ms of a phone's hydration task). One read per
// task: the string is kept until the task's microtasks run, and a write from here drops it.
let cookieString: string | undefined;

function currentCookies(): string {
  if (cookieString === undefined) {
    cookieString = document.cookie;
    queueMicrotask(() => {
      cookieString = undefined;
    });
  }
  return cookieString;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of currentCookies().split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return decodeValue(pair.slice(at + 1));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: BrowserCookieOptions = {}) {
  let cookie = `${name}=${encodeValue(value)}; path=/; samesite=${options.sameSite ?? 'lax'}`;
  if (options.maxAgeS !== undefined) cookie += `; max-age=${Math.round(options.maxAgeS)}`;
  if (options.secure) cookie += '; secure';
  document.cookie = cookie;
  cookieString = undefined;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0`;
  cookieString = undefined;
}
