import type { NextConfig } from 'next';
import { loadServerEnv } from './lib/env';

// A bad environment variable fails the build here, with one line per variable.
loadServerEnv();

const config: NextConfig = {
  // Links are generated with a trailing slash; the redirect itself is done in proxy.ts so that
  // /api/v1 calls answer with and without one (calls.txt) instead of being redirected.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default config;
