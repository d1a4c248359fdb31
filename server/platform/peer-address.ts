/**
 * Makes the connection's address the right-most X-Forwarded-For entry of every request this
 * process serves, as a proxy would, so that lib/net/client-address.ts can tell what the client
 * wrote from what the connection says.
 *
 * Why here: a route handler never sees the socket, and Next 16.4.5 fills X-Forwarded-For from the
 * socket only when the client sent none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`
 * in next/dist/server/base-server.js): a client that sends the header would otherwise choose its
 * own rate-limit key. Installed once at start-up (instrumentation-node.ts), before Next's own
 * handler runs for a request: Node emits 'request' to the server's listeners, and this wraps the
 * emit of the HTTP and HTTPS server classes.
 */
import http from 'node:http';
import https from 'node:https';

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

export function installPeerAddressHook(): void {
  const g = globalThis as typeof globalThis & { [installedKey]?: boolean };
  if (g[installedKey]) return;
  g[installedKey] = true;
  for (const prototype of [http.Server.prototype, https.Server.prototype] as unknown as {
    emit: Emit;
  }[]) {
    const emit = prototype.emit;
    prototype.emit = function (this: unknown, event, ...args) {
      if (event === 'request') appendPeerAddress(args[0] as http.IncomingMessage);
      return emit.call(this, event, ...args);
    };
  }
}
