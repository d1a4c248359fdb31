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
import { installPeerAddressHook } from './server/platform/peer-address';

export async function registerNode() {
  if (runtimeInfo().isBuilding) return;
  // The client address of every rate limit must come from the connection (lib/net/client-address.ts).
  installPeerAddressHook();
  // Cached pages go out as the bytes kept for them, not encoded again (lib/page-cache/page-bytes.mjs).
  installPageBytesHook(ServerResponse);
  const env = loadServerEnv();
  if (env.NODE_ENV === 'production' && env.siteUrlIsDefault) {
    createLogger({ service: 'start' }).warn(
      `SITE_URL is not set: canonical links, the sitemap and links in mail say ${env.SITE_URL}`,
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
