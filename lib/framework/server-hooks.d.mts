/** Types of ./server-hooks.mjs. */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
export interface ServerHooks {
  onRequest?(request: http.IncomingMessage, response: http.ServerResponse): void;
  onClientError?(error: NodeJS.ErrnoException, socket: Duplex): boolean;
}
export declare function registerServerHooks(hooks: ServerHooks): void;
export declare function serverHooks(): ServerHooks;
