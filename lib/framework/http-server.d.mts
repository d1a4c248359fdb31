/** Types of ./http-server.mjs. */
import type http from 'node:http';
export type Handler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => Promise<unknown> | unknown;
export declare function createShopServer(options?: {
  keepAliveTimeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}): { server: http.Server; setHandler(handler: Handler): void };
