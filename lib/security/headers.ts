/**
 * Security headers of every answer (issue #10, docs/design.md §7): the pages' Content-Security-Policy,
 * the API's, and the headers that go everywhere. Pure strings, used by next.config.ts (static
 * headers) and by proxy.ts (the pages' policy, which carries a fresh nonce per request).
 *
 * Why a nonce and not a static policy: the App Router streams its RSC payload as inline
 * `self.__next_f.push(…)` scripts whose text differs on every page, so no static list of hashes
 * can allow them, and without them the page does not hydrate (React error 412, every link a
 * full reload; checked in Chromium). Pages rendered for a viewer carry a nonce; pages served to
 * anonymous visitors from the cache carry the hashes of their own inline scripts instead
 * (lib/page-cache/handler.mjs). `'strict-dynamic'` lets the trusted
 * scripts load their chunks and the Yandex Maps loader; the hosts are the fallback of browsers
 * without CSP 3.
 */

/** Yandex Maps JS API v3: the loader, its assets and the tile and vector hosts. */
const yandexMaps = {
  script: ['https://api-maps.yandex.ru', 'https://yastatic.net'],
  connect: ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
  img: ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
};

/** Yandex Metrica: the tag, its hits and the session-replay frame. */
const yandexMetrica = {
  script: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'wss://mc.yandex.com'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  frame: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
};

export type PolicyOptions = (
  | {
      /** A fresh random value per response; Next stamps it on its own inline scripts. */
      nonce: string;
    }
  | {
      /**
       * A page served from the cache (issue #16) cannot carry a per-request nonce: its policy
       * lists the SHA-256 of each inline script of that very HTML ('sha256-…' sources), and
       * files load from this origin and the listed hosts (no 'strict-dynamic', which would
       * ignore them).
       */
      scriptHashes: string[];
    }
) & {
  /** Development needs eval for React's debugging and a websocket for hot reload. */
  development?: boolean;
  /** The site is served over https: ask for every subresource over https too. */
  https?: boolean;
};

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The Content-Security-Policy of the storefront's pages. */
export function pagePolicy(options: PolicyOptions): string {
  const { development = false, https = false } = options;
  const trusted =
    'nonce' in options ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : options.scriptHashes;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...trusted,
      ...yandexMaps.script,
      ...yandexMetrica.script,
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // React's style attributes, next/font and the map's own styles are inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    // next/image is served by this origin; blob: and data: for the viewer and the map.
    'img-src': ["'self'", 'data:', 'blob:', ...yandexMaps.img, ...yandexMetrica.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...yandexMaps.connect,
      ...yandexMetrica.connect,
      ...(development ? ['ws:'] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': yandexMetrica.frame,
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return serialize(directives);
}

/** The API answers JSON: it may load nothing and be framed by nobody. */
export const apiPolicy = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** The API reference page (/api/v1/docs) is one HTML page with an inline stylesheet. */
export const apiReferencePolicy = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** Browser features the shop never uses are switched off for it and for anything it embeds. */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Two years, subdomains included: only ever sent when the site is served over https. */
export const hstsValue = 'max-age=63072000; includeSubDomains; preload';

export type Header = { key: string; value: string };

/** Headers that go on every answer: pages, API, static files, images. */
export function commonHeaders(siteUrl: string): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (siteUrl.startsWith('https://'))
    headers.push({ key: 'Strict-Transport-Security', value: hstsValue });
  return headers;
}

/** A nonce: 16 random bytes, base64, as CSP wants it. Web Crypto, so it also runs in the proxy. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
