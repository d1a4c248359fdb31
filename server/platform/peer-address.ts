/**
 * Two facts only the connection knows, written onto every request this process serves before
 * Next's own handler runs (by ./request-hook.ts, on the shop's own server):
 *
 * 1. The peer's address, appended to X-Forwarded-For as a proxy does, so that
 *    lib/net/client-address.ts can tell what the client wrote from what the connection says. A
 *    route handler never sees the socket, and Next 16.4.5 fills X-Forwarded-For from the socket
 *    only when the client sent none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in
 *    next/dist/server/base-server.js): a client that sent one would choose its own rate-limit key.
 * 2. Strict-Transport-Security on every answer that travelled over https: TLS on this socket, or
 *    a proxy named in TRUSTED_PROXIES that says `X-Forwarded-Proto: https`. A client's own
 *    X-Forwarded-Proto over plain http is not believed (and a browser ignores HSTS over http).
 */
import 'server-only';
import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import { loadServerEnv } from '../../lib/env';
import { isTrustedPeer } from '../../lib/net/client-address';
import { hstsValue } from '../../lib/security/headers';

/** Appends the socket's address to the request's X-Forwarded-For (a proxy's own rule). */
export function appendPeerAddress(request: http.IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const given = request.headers['x-forwarded-for'];
  const list = (Array.isArray(given) ? given.join(', ') : (given ?? '')).trim();
  request.headers['x-forwarded-for'] = list ? `${list}, ${peer}` : peer;
}

/** Whether the request reached the shop over https (its own TLS, or a trusted proxy's). */
export function arrivedOverHttps(request: http.IncomingMessage): boolean {
  if ((request.socket as TLSSocket | undefined)?.encrypted) return true;
  const peer = request.socket?.remoteAddress;
  if (!peer || !isTrustedPeer(peer, loadServerEnv().TRUSTED_PROXIES)) return false;
  const proto = request.headers['x-forwarded-proto'];
  const last = (Array.isArray(proto) ? proto.join(',') : (proto ?? '')).split(',').pop();
  return last?.trim().toLowerCase() === 'https';
}

/** Writes both facts onto a request before Next reads it. */
export function noteConnection(request: http.IncomingMessage, response: http.ServerResponse): void {
  appendPeerAddress(request);
  if (arrivedOverHttps(request)) response.setHeader('Strict-Transport-Security', hstsValue);
}
