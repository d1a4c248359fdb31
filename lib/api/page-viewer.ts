import { randomBytes, timingSafeEqual } from 'node:crypto';
import { processSlot } from '../framework/process-slot.mjs';

/**
 * A cached page rendered for every logged-in buyer of one warehouse and price type (issues #16,
 * #35; docs/architecture.md "Pages from a cache") asks the API as that kind of viewer: that
 * type's prices, that warehouse first, no account. The render carries no buyer's token, so the in-process transport
 * says so in a header that only this process can write: it holds a secret drawn at start-up and
 * never sent anywhere, so a request from outside cannot claim it (the API compares in constant
 * time and ignores anything else). Only in-process calls carry it: with API_UPSTREAM_URL no page
 * is rendered this way (server/gateway/ registers no buyer resolver). No `server-only` mark:
 * the API imports it, and scripts (bench, fuzz) load the API outside Next; node:crypto keeps it
 * out of any browser bundle.
 */
export const PAGE_VIEWER_HEADER = 'x-selvedge-page-viewer';

export interface PageBuyer {
  /** The warehouse every buyer of this page has as their own; null: none. */
  storeId: number | null;
  /** The price type every buyer of this page pays (issue #35); null: the catalogue's price. */
  priceTypeId: number | null;
}

const secretSlot = processSlot<string>('pageViewerSecret');

/** One per process, shared by the bundles that load this module (instrumentation and pages). */
function processSecret(): string {
  return secretSlot.getOrCreate(() => randomBytes(32).toString('base64url'));
}

/** '{secret}.{store}.{price type}', 'x' for none (the secret is base64url: no dot in it). */
export function pageViewerHeaderValue(buyer: PageBuyer): string {
  return `${processSecret()}.${buyer.storeId ?? 'x'}.${buyer.priceTypeId ?? 'x'}`;
}

/** An id of the header: a positive number, null for 'x', undefined for anything else. */
function idOf(text: string): number | null | undefined {
  if (text === 'x') return null;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The page buyer a request claims with this process's secret, or null. */
export function readPageViewer(headers: Headers): PageBuyer | null {
  const value = headers.get(PAGE_VIEWER_HEADER);
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [claimedText = '', store = '', type = ''] = parts;
  const secret = Buffer.from(processSecret());
  const claimed = Buffer.from(claimedText);
  if (claimed.length !== secret.length || !timingSafeEqual(claimed, secret)) return null;
  const storeId = idOf(store);
  const priceTypeId = idOf(type);
  return storeId === undefined || priceTypeId === undefined ? null : { storeId, priceTypeId };
}
