/**
 * The client's address, for every per-address rate limit of the shop (login, registration,
 * recovery, refresh, password change, the lead forms): one function, used by the API's modules,
 * the gateway and proxy.ts.
 *
 * X-Forwarded-For is written by whoever sends the request, so only its right end can be
 * believed. Next 16 sets the header from the socket only when the client sent none
 * (`??=` in base-server.js), so at start-up the shop appends the connection's own address to
 * every request's header (server/platform/peer-address.ts). The right-most entry is therefore the
 * peer of this process. From there we walk leftwards while the hop is a proxy named in
 * TRUSTED_PROXIES; the first hop that is not is the client. With TRUSTED_PROXIES unset no proxy
 * is believed: the key is the connection's address, whatever the client wrote.
 */
import { loadServerEnv } from '../env';
import { formatIp, inRange, parseIp, type TrustedProxies } from './ip';

/** The key of a request whose address cannot be read (an in-process call with no header). */
export const UNKNOWN_CLIENT = 'local';

function trusts(trusted: TrustedProxies, hop: string, index: number): boolean {
  if (trusted.kind === 'none') return false;
  if (trusted.kind === 'hops') return index < trusted.count;
  const ip = parseIp(hop);
  return ip !== null && trusted.ranges.some((range) => inRange(ip, range));
}

const canonical = (hop: string) => {
  const ip = parseIp(hop);
  return ip ? formatIp(ip) : hop;
};

/**
 * The right-most hop of X-Forwarded-For that is not a trusted proxy. `hops` are read right to
 * left: index 0 is this process's peer.
 */
export function clientAddressFrom(
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  if (hops.length === 0) return UNKNOWN_CLIENT;
  for (const [index, hop] of hops.entries()) {
    if (!trusts(trusted, hop, index)) return canonical(hop).slice(0, 64);
  }
  // Every hop is a trusted proxy: the left-most is as close to the client as we can get.
  return canonical(hops[hops.length - 1]!).slice(0, 64);
}

/** The client address of a request, by the shop's TRUSTED_PROXIES. */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return clientAddressFrom(headers.get('x-forwarded-for'), loadServerEnv().TRUSTED_PROXIES);
}

/** Whether the connection's peer is a proxy named in TRUSTED_PROXIES (the first hop of a count). */
export function isTrustedPeer(peer: string, trusted: TrustedProxies): boolean {
  return trusts(trusted, peer, 0);
}
