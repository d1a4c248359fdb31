// @ts-check
/**
 * The shop's HTTP server around Next's request handler (docs/upgrading.md "Custom server"): the
 * supported way, in Next's own documentation, to see every request before Next does.
 *
 * Three things need the connection rather than a route, and Next offers no hook for them:
 * - the peer's address at the right end of X-Forwarded-For, HSTS over https, and a cacheable
 *   page's address reduced to its cache key's query (server/platform/request-hook.ts);
 * - Russian words where Next's image optimiser and server-action check answer in English, and
 *   Node's own refusals before any request exists ('clientError': a 16 KB address, a malformed
 *   request; server/platform/russian-errors.ts);
 * - a cached page sent as the bytes kept for its text (./page-bytes.mjs).
 * The first two are TypeScript of the app, compiled by Next into its instrumentation: start-up
 * (instrumentation-node.ts) registers them here (./server-hooks.mjs), before the server
 * listens. The third is this server's response class.
 */
import http from 'node:http';
import { PageBytesResponse } from './page-bytes.mjs';
import { serverHooks } from './server-hooks.mjs';

/** Node's own answer to a request it could not parse, when no hook has answered it. */
const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * @typedef {(request: http.IncomingMessage, response: http.ServerResponse) => Promise<unknown> | unknown} Handler
 */

/**
 * A server that runs the registered hooks, then `handle` (Next's request handler, or a test's).
 * @param {{ keepAliveTimeoutMs?: number, log?: (message: string, error: unknown) => void }} [options]
 */
export function createShopServer(options = {}) {
  /** @type {Handler | null} */
  let handle = null;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const server = http.createServer(
    { ServerResponse: /** @type {typeof http.ServerResponse} */ (PageBytesResponse) },
    async (request, response) => {
      try {
        serverHooks().onRequest?.(request, response);
        if (!handle) throw new Error('the server has no handler yet');
        await handle(request, response);
      } catch (error) {
        // As `next start` answers what escaped Next itself; Next answers its own errors.
        log(`failed to handle ${request.method} ${request.url}`, error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      }
    },
  );
  if (options.keepAliveTimeoutMs) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  server.on('clientError', (error, socket) => {
    if (serverHooks().onClientError?.(error, socket)) return;
    if (socket.writable) socket.end(BAD_REQUEST);
    else socket.destroy();
  });
  return {
    server,
    /** @param {Handler} handler */
    setHandler(handler) {
      handle = handler;
    },
  };
}
