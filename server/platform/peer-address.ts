/**
 * Two facts only the connection knows, written onto every request this process serves before
 * Next's own handler runs (installed once at start-up by instrumentation-node.ts; Node emits
 * 'request' to the server's listener, and this wraps the emit of the HTTP and HTTPS servers):
 *
 * 1. The peer's address, appended to X-Forwarded-For as a proxy does, so that
 *    lib/net/client-address.ts can tell what the client wrote from what the connection says. A
 *    route handler never sees the socket, and Next 16.4.5 fills X-Forwarded-For from the socket
 *    only when the client sent none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in
 *    next/dist/server/base-server.js): a client that sent one would choose its own rate-limit key.
 * 2. Strict-Transport-Security on every answer that travelled over https: TLS on this socket, or
 *    a proxy named in TRUSTED_PROXIES that says `X-Forwarded-Proto: https`. A client's own
 *    X-Forwarded-Proto over plain http is not believed (and a browser ignores HSTS over http).
 *
 * Requests that arrive in the instant before start-up has run this (Next holds them until it is
 * ready) keep the header as the client wrote it; Next's `??=` still covers those that sent none.
 */
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { loadServerEnv } from '../../lib/env';
import { isTrustedPeer } from '../../lib/net/client-address';
import { hstsValue } from '../../lib/security/headers';

const installedKey = Symbol.for('selvedge.peerAddressHook');
type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

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

export function onRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  appendPeerAddress(request);
  if (arrivedOverHttps(request)) response.setHeader('Strict-Transport-Security', hstsValue);
}

/** Installs the hook once per process; answers how to remove it (tests). */
export function installPeerAddressHook(): () => void {
  const g = globalThis as typeof globalThis & { [installedKey]?: () => void };
  if (g[installedKey]) return g[installedKey];
  const prototypes = [http.Server.prototype, https.Server.prototype] as unknown as { emit: Emit }[];
  const originals = prototypes.map((prototype) => prototype.emit);
  for (const [index, prototype] of prototypes.entries()) {
    const emit = originals[index]!;
    prototype.emit = function (this: unknown, event, ...args) {
      if (event === 'request') {
        onRequest(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
      }
      return emit.call(this, event, ...args);
    };
  }
  const uninstall = () => {
    for (const [index, prototype] of prototypes.entries()) prototype.emit = originals[index]!;
    delete g[installedKey];
  };
  g[installedKey] = uninstall;
  return uninstall;
}
