/**
 * Runs once when the Next server starts: connects the typed client's server-side transport to
 * the API gateway, and opens the database so that the first shopper does not wait for it.
 * Never during `next build` (PGlite must not be opened by build workers, DESIGN.md §4).
 */
import { runtimeInfo } from './lib/env';

export async function register() {
  const { isNodeRuntime, isBuilding } = runtimeInfo();
  if (!isNodeRuntime || isBuilding) return;
  const [{ registerServerTransport }, { withShopperCookies }, gateway] = await Promise.all([
    import('./lib/api/transport'),
    import('./lib/api/server-transport'),
    import('./server/gateway'),
  ]);
  registerServerTransport(withShopperCookies(gateway.handleApiRequest));
  await gateway.warmUp();
}
