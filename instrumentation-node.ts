/**
 * Node start-up: connects the typed client's server-side transport to the API gateway, and opens
 * the database so that the first shopper does not wait for it. Never during `next build` (PGlite
 * must not be opened by build workers, DESIGN.md §4).
 */
import { registerServerTransport } from './lib/api/transport';
import { noteFailures, withShopperCookies } from './lib/api/server-transport';
import { loadServerEnv, runtimeInfo } from './lib/env';
import { registerCachedPagePolicy } from './lib/page-cache/signals.mjs';
import { pagePolicy } from './lib/security/headers';
import { handleApiRequest, warmUp } from './server/gateway';

export async function registerNode() {
  if (runtimeInfo().isBuilding) return;
  const env = loadServerEnv();
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
}
