/**
 * Node start-up: connects the typed client's server-side transport to the API gateway, and opens
 * the database so that the first shopper does not wait for it. Never during `next build` (PGlite
 * must not be opened by build workers, docs/design.md §4).
 */
import { registerServerTransport } from './lib/api/transport';
import { noteFailures, withShopperCookies } from './lib/api/server-transport';
import { loadServerEnv, runtimeInfo } from './lib/env';
import { registerServerHooks } from './lib/framework/server-hooks.mjs';
import { registerCachedPagePolicy } from './lib/page-cache/signals.mjs';
import { pagePolicy } from './lib/security/headers';
import { handleApiRequest, startManagerDigest, warmUp } from './server/gateway';
import { createLogger } from './server/platform/logger';
import { redisEvictionWarning } from './server/platform/redis-policy';
import { shopServerHooks } from './server/platform/server-hooks';

export async function registerNode() {
  if (runtimeInfo().isBuilding) return;
  // What the shop's server runs before Next on every request (server/platform/server-hooks.ts).
  registerServerHooks(shopServerHooks);
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
