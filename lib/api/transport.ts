/**
 * How a request reaches /api/v1. In the browser: fetch to the same origin. On the server: a
 * transport registered at start-up (instrumentation.ts) that hands the request to the reference
 * API in-process or forwards it upstream. The registry is a process slot because Next bundles
 * instrumentation and pages separately (lib/framework/process-slot.mjs); lib/ must not import
 * server/ (docs/style.md §1).
 */
import { processSlot } from '../framework/process-slot.mjs';
import type { PageBuyer } from './page-viewer';

export type Transport = (request: Request) => Promise<Response>;

const transportSlot = processSlot<Transport>('serverTransport');

/** The origin server-side requests are addressed to; only the path matters in-process. */
export const INTERNAL_ORIGIN = 'http://selvedge.internal';

export function registerServerTransport(transport: Transport): void {
  transportSlot.set(transport);
}

const browserTransport: Transport = (request) => fetch(request);

export function currentTransport(): Transport {
  if (typeof window !== 'undefined') return browserTransport;
  const transport = transportSlot.get();
  if (!transport)
    throw new Error('No server transport for /api/v1 was registered (instrumentation.ts)');
  return transport;
}

export function currentOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : INTERNAL_ORIGIN;
}

/**
 * Exchanges a refresh token for a new pair, or null when the session is over. Registered by
 * server/gateway/ so that proxy.ts can refresh a session before a page renders without
 * importing server code; one refresh per token at a time (concurrent requests share it).
 */
export type SessionRefresher = (
  rt: string,
  clientIp?: string,
) => Promise<{ jwt: string; rt: string } | null>;

const refresherSlot = processSlot<SessionRefresher>('sessionRefresher');

export function registerSessionRefresher(refresher: SessionRefresher): void {
  refresherSlot.set(refresher);
}

export function currentSessionRefresher(): SessionRefresher | undefined {
  return refresherSlot.get();
}

/**
 * Who a logged-in shopper's access token stands for, as a cached page sees them: the buyer's
 * warehouse and price type (lib/api/page-viewer.ts), or null when the token is not a live buyer's (forged,
 * expired, its session ended). Registered by server/gateway/ when the API runs in this process,
 * so that proxy.ts can serve a buyer the copy of their warehouse without importing server code.
 */
export type PageBuyerResolver = (jwt: string) => Promise<PageBuyer | null>;

const buyerResolverSlot = processSlot<PageBuyerResolver>('pageBuyerResolver');

export function registerPageBuyerResolver(resolver: PageBuyerResolver): void {
  buyerResolverSlot.set(resolver);
}

export function currentPageBuyerResolver(): PageBuyerResolver | undefined {
  return buyerResolverSlot.get();
}
