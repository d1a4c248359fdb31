/**
 * Node start-up: connects the typed client's server-side transport to the API gateway, and opens
 * the database so that the first shopper does not wait for it. Never during `next build` (PGlite
 * must not be opened by build workers, DESIGN.md §4).
 */
import { ServerResponse } from 'node:http';
import { registerServerTransport } from './lib/api/transport';
import { noteFailures, withShopperCookies } from './lib/api/server-transport';
import { loadServerEnv, runtimeInfo } from './lib/env';
import { installPageBytesHook } from './lib/page-cache/page-bytes.mjs';
import { registerCachedPagePolicy } from './lib/page-cache/signals.mjs';
import { pagePolicy } from './lib/security/headers';
import { handleApiRequest, startManagerDigest, warmUp } from './server/gateway';
import { createLogger } from './server/http/logger';
import { redisEvictionWarning } from './server/platform/redis-policy';
import { installRequestHook } from './server/platform/request-hook';
import { installRussianErrors } from './server/platform/russian-errors';

export async function registerNode() {
  if (runtimeInfo().isBuilding) return;
  // The client address of every rate limit must come from the connection (lib/net/client-address.ts),
  // and a cacheable page is rendered from its cache key's query alone (server/platform/request-hook.ts).
  installRequestHook();
  // What Next and Node answer outside /api is Russian, and the image optimiser never fetches a
  // url its router would redirect (server/platform/russian-errors.ts, issue #33).
  installRussianErrors();
  // Cached pages go out as the bytes kept for them, not encoded again (lib/page-cache/page-bytes.mjs).
  installPageBytesHook(ServerResponse);
  const env = loadServerEnv();
  if (env.NODE_ENV === 'production' && env.siteUrlIsDefault) {
    createLogger({ service: 'start' }).warn(
      `SITE_URL is not set: canonical links, the sitemap and links in mail say ${env.SITE_URL}`,
    );
  }
  // Revoked sessions and rate limits live in REDIS_URL's Redis: say so if it may evict them.
  if (env.REDIS_URL) {
    void redisEvictionWarning(env.REDIS_URL).then(
      (warning) => warning && createLogger({ service: 'start' }).warn(warning),
    );
  }
  // The policy of pages served from the cache: their own inline scripts by hash (issue #16).
  registerCachedPagePolicy((scriptHashes) =>
    pagePolicy({
      scriptHashes,
      development: env.NODE_ENV === 'development',
      https: env.SITE_URL.startsWith('https://'),
    }),
  );
  registerServerTransport(withShopperCookies(noteFailures(handleApiRequest)));
  await warmUp();
  // The managers' morning digest of overdue requests (issue #20), once a day across processes.
  startManagerDigest();
}
