import { isAbsoluteHref, safeHref } from './safe-href';

export interface RedirectDeps {
  /** Client-side navigation (the router's push). */
  push: (href: string) => void;
  /** A full page load. */
  assign: (href: string) => void;
  /** The shop's own origin: an absolute address on it is still internal. */
  origin: string;
}

/**
 * storefront.md §2: a redirect the server asks for is followed — within the shop by client-side
 * navigation, anywhere else by a full page load. A dangerous address is refused (nothing
 * happens) and reported as false.
 */
export function followRedirect(href: string | null | undefined, deps: RedirectDeps): boolean {
  const target = safeHref(href);
  if (!target) return false;
  if (/^(mailto|tel):/i.test(target)) {
    deps.assign(target);
    return true;
  }
  if (isAbsoluteHref(target)) {
    const url = new URL(target, deps.origin);
    if (url.origin === deps.origin) deps.push(`${url.pathname}${url.search}${url.hash}`);
    else deps.assign(url.toString());
    return true;
  }
  deps.push(target);
  return true;
}
