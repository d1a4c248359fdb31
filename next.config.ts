import type { NextConfig } from 'next';
import { loadServerEnv } from './lib/env';
import { devOrigins } from './lib/security/dev-origins';
import { apiPolicy, apiReferencePolicy, commonHeaders } from './lib/security/headers';

// A bad environment variable fails the build here, with one line per variable.
const env = loadServerEnv();

const config: NextConfig = {
  // Links are generated with a trailing slash; the redirect itself is done in proxy.ts so that
  // /api/v1 calls answer with and without one (calls.txt) instead of being redirected.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // `next dev` hydrates a page only when its hot-reload socket is let in (lib/security/dev-origins.ts).
  allowedDevOrigins: devOrigins(env.SITE_URL),
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the media the shop serves (DATA_DIR/media, app/media): any other url, a path that
    // climbs out of /media once normalised, or a query, is a 400 from the optimiser, not a 500.
    localPatterns: [{ pathname: '/media/**', search: '' }],
  },
  // Security headers (lib/security/headers.ts). The pages' Content-Security-Policy carries a
  // nonce per request and is set in proxy.ts; these are the static ones. Later entries win for
  // the same header, so the reference page's policy replaces the API's. HSTS is decided by the
  // SITE_URL the build sees.
  async headers() {
    const noContent = [{ key: 'Content-Security-Policy', value: apiPolicy }];
    return [
      { source: '/:path*', headers: commonHeaders(env.SITE_URL) },
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
