/**
 * Link targets that may be rendered (storefront.md §2: "dangerous protocols are refused").
 *
 * Relative references and http(s), mailto and tel pass; every other scheme (javascript:,
 * data:, vbscript:, file:, …) is refused. An allowlist, because a denylist misses schemes no one
 * thought of. Browsers drop tabs and newlines inside a URL and control characters around it, so
 * the scheme is read after removing them: "java\tscript:" is still javascript:.
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]+/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The href to render, or null when the link must not be rendered at all. */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!trimmed) return null;
  const scheme = SCHEME.exec(trimmed.replace(IGNORED_BY_BROWSERS, ''))?.[1];
  if (scheme === undefined) return trimmed;
  return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? trimmed : null;
}

/** True for an address that leaves the site: an absolute http(s) or protocol-relative URL. */
export function isAbsoluteHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** mailto: and tel: links: plain anchors, never client-side navigation. */
export function isContactHref(href: string): boolean {
  return /^(mailto|tel):/i.test(href);
}

/** The digits of a phone for a tel: link, keeping a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')}`;
}
