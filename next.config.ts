import path from 'node:path';
import type { NextConfig } from 'next';
import { loadServerEnv } from './lib/env';
import { browserUserAgentPattern } from './lib/page-cache/crawler.mjs';
import { cachedPathFor } from './lib/page-cache/keys.mjs';
import { ANONYMOUS_CACHE_CONTROL, CACHED_PAGES } from './lib/page-cache/pages.mjs';
import { PRELOADER_COOKIE, SESSION_COOKIE, SESSION_FLAG_COOKIE } from './lib/cookies';
import { devOrigins } from './lib/security/dev-origins';
import { apiPolicy, apiReferencePolicy, commonHeaders } from './lib/security/headers';

// A bad environment variable fails the build here, with one line per variable.
const env = loadServerEnv();

/**
 * An anonymous request for a cacheable page (the table: lib/page-cache/pages.mjs) with none of
 * the parameters the page is rendered from goes to the page's cached copy here, without proxy.ts
 * (which Next then does not run: see its matcher): that costs the copy no more than a static
 * file's routing. Requests with a session or with such a parameter go through proxy.ts, which
 * rewrites the latter to their own variant.
 */
type Condition = { type: 'cookie' | 'query' | 'header'; key: string; value?: string };
const anonymousPlain = (query: readonly string[]): Condition[] => [
  { type: 'cookie', key: SESSION_COOKIE },
  { type: 'cookie', key: SESSION_FLAG_COOKIE },
  ...query.map((key): Condition => ({ type: 'query', key })),
];
const home = CACHED_PAGES.find((page) => page.preloader)!;

const cachedCopies = () => [
  // The home page's first visit (no preloader cookie) by a browser shows the preloader.
  {
    source: '/',
    missing: [...anonymousPlain(home.query), { type: 'cookie' as const, key: PRELOADER_COOKIE }],
    has: [{ type: 'header' as const, key: 'user-agent', value: browserUserAgentPattern() }],
    destination: cachedPathFor(home.source, 'p'),
  },
  ...CACHED_PAGES.map(({ source, query }) => ({
    source,
    missing: anonymousPlain(query),
    destination: cachedPathFor(source, '-'),
  })),
];

const config: NextConfig = {
  // Links are generated with a trailing slash; the redirect itself is done in proxy.ts so that
  // /api/v1 calls answer with and without one (calls.txt) instead of being redirected.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // An ETag is a hash of the whole page computed in JavaScript on every answer: it halved the
  // throughput of cached pages (issue #16, docs/performance.md). Caches revalidate by lifetime.
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // Each page's render-blocking CSS is what its own modules import, in a few shared files:
    // Turbopack's default merged the styles of the cart, checkout, account, search, catalogue and
    // workspace into every page (privacy: 17.5 → 10.4 KiB gzip; docs/performance.md, #22).
    // Each page's CSS is in its HTML (<style>), not in stylesheets the first paint waits for: one
    // round trip less before a phone shows anything (Lighthouse's phone model: privacy FCP
    // 1.1–1.7 → 0.83–1.25 s). The cost, measured (docs/performance.md, #22): the HTML carries the
    // CSS three times (the <style> and twice in the RSC payload), +8–20 KiB gzip per first load,
    // and a client navigation's payload carries its page's CSS (+8 KiB gzip each).
    inlineCss: true,
    cssChunking: { type: 'graph', requestCost: 50_000, weightDistribution: 2 },
  },
  // `next dev` hydrates a page only when its hot-reload socket is let in (lib/security/dev-origins.ts).
  allowedDevOrigins: devOrigins(env.SITE_URL),
  // pdfkit reads its font metrics and exceljs its templates from their own folders at run time.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    '@node-rs/argon2',
    'sharp',
    'pdfkit',
    'qrcode',
    'exceljs',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the media the shop serves (DATA_DIR/media, app/media): any other url, a path that
    // climbs out of /media once normalised, or a query, is a 400 from the optimiser, not a 500.
    localPatterns: [{ pathname: '/media/**', search: '' }],
  },
  // The full-route cache of the anonymous pages (issue #16, lib/page-cache): in memory bounded in
  // bytes, or in Redis with REDIS_URL. Next's own per-process copy is off, so that every read
  // goes to that store and an invalidation from any process is seen by all.
  cacheHandler: path.resolve('lib/page-cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  // Security headers (lib/security/headers.ts). The pages' Content-Security-Policy carries a
  // nonce per request and is set in proxy.ts; these are the static ones. Later entries win for
  // the same header, so the reference page's policy replaces the API's. HSTS is decided by the
  // SITE_URL the build sees.
  async rewrites() {
    return { beforeFiles: cachedCopies(), afterFiles: [], fallback: [] };
  },
  async headers() {
    const noContent = [{ key: 'Content-Security-Policy', value: apiPolicy }];
    return [
      { source: '/:path*', headers: commonHeaders(env.SITE_URL) },
      // What a CDN may keep of an anonymous cached page (README "Scaling out").
      ...CACHED_PAGES.map(({ source, query }) => ({
        source,
        missing: anonymousPlain(query),
        headers: [{ key: 'Cache-Control', value: ANONYMOUS_CACHE_CONTROL }],
      })),
      { source: '/api/:path*', headers: noContent },
      // Uploaded and generated files: an SVG opened directly must not run anything.
      { source: '/media/:path*', headers: noContent },
      { source: '/_next/image', headers: noContent },
      ...['/api/v1/docs', '/api/v1/docs/'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: apiReferencePolicy }],
      })),
    ];
  },
};

export default config;
