/**
 * Node start-up: connects the typed client's server-side transport to the API gateway, and opens
 * the database so that the first shopper does not wait for it. Never during `next build` (PGlite
 * must not be opened by build workers, DESIGN.md §4).
 */
import { registerServerTransport } from './lib/api/transport';
import { withShopperCookies } from './lib/api/server-transport';
import { runtimeInfo } from './lib/env';
import { handleApiRequest, warmUp } from './server/gateway';

export async function registerNode() {
  if (runtimeInfo().isBuilding) return;
  registerServerTransport(withShopperCookies(handleApiRequest));
  await warmUp();
}
