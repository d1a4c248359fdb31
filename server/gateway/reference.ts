/**
 * The reference app of this process (docs/design.md §1): made once per process on first use, shared
 * by every bundle through a process slot (lib/framework/process-slot.mjs); its database opened at start-up (warmUp).
 * Its services come from the composition root (server/services.ts), and so do the process's jobs
 * beside the API: 1C's exchange (./exchange.ts) and the managers' digest.
 */
import 'server-only';
import { loadServerEnv } from '../../lib/env';
import { processSlot } from '../../lib/framework/process-slot.mjs';
import type { PageBuyer } from '../../lib/api/page-viewer';
import { INTERNAL_ORIGIN } from '../../lib/api/transport';
import { defaultDeps, createApp, API_BASE, type ReferenceApp } from '../app';
import { getDatabase } from '../db/client';
import { createLogger } from '../platform/logger';
import type { AppDeps } from '../http/router';
import { createServices, type Services } from '../services';

type Reference = { app: ReferenceApp; deps: AppDeps; services: Services };
const referenceSlot = processSlot<Reference>('referenceApp');

function reference(): Reference {
  return referenceSlot.getOrCreate(() => {
    const deps = defaultDeps(getDatabase);
    const services = createServices(deps);
    return { app: createApp(deps, services), deps, services };
  });
}

export const referenceApp = (): ReferenceApp => reference().app;

/** The reference app's services, for 1C's exchange (issue #35). */
export const referenceServices = (): Services => reference().services;

/**
 * The warehouse and price type whose cached pages a buyer gets (proxy.ts, issues #16, #35): the
 * app's own judgement of the access token (signature, expiry, a session not ended), so a page
 * for buyers never goes to someone the API would answer as a visitor. Only when the API runs
 * here.
 */
export async function pageBuyerOf(jwt: string): Promise<PageBuyer | null> {
  if (loadServerEnv().API_UPSTREAM_URL) return null;
  const { deps, services } = reference();
  if (!deps.viewer) return null;
  const who = await deps.viewer(
    new Request(`${INTERNAL_ORIGIN}${API_BASE}/`, { headers: { authorization: `Bearer ${jwt}` } }),
  );
  // Staff (issue #20) are not buyers of a warehouse: their pages render per request.
  if (!who.authenticated || who.role !== undefined) return null;
  // A token from before the `pt` claim: the account's type, or the page would show another's.
  const priceTypeId = who.priceTypeId ?? (await services.priceTypeOf(who.userId));
  return { storeId: who.storeId, priceTypeId };
}

/**
 * Opens (and migrates) the database at server start, so the first shopper does not wait. A
 * database out of reach must not stop the server: an instrumentation hook that throws leaves
 * Next answering a bare 500 to every request for the life of the process. Logged instead; each
 * call tries again (getDatabase forgets a failed open), answers 503 meanwhile, and the shop
 * recovers by itself when the database is back.
 */
export async function warmUp(): Promise<void> {
  if (loadServerEnv().API_UPSTREAM_URL) return;
  try {
    await getDatabase();
  } catch (error) {
    createLogger({ service: 'gateway' }).error('database unavailable at start', { error });
  }
}

/**
 * The managers' morning digest (issue #20), sent at 09:00 Moscow time on working days; with
 * several processes, the day's claim in the database lets one of them send it.
 */
export function startManagerDigest(): void {
  if (loadServerEnv().API_UPSTREAM_URL) return;
  reference().services.startManagerDigest();
}
