// @ts-check
/**
 * What the shop's server (./http-server.mjs, plain JavaScript) runs before Next: registered at
 * start-up by instrumentation-node.ts, whose TypeScript only Next's bundle can load. A process
 * slot (./process-slot.mjs), because the server and the instrumentation bundle each load their
 * own copy of this module.
 */
import { processSlot } from './process-slot.mjs';

/**
 * @typedef {object} ServerHooks
 * @property {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} [onRequest]
 *   sees every request first and may change it (headers, url) or wrap the response
 * @property {(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex) => boolean} [onClientError]
 *   answers a request Node could not parse; false: Node's own minimal answer
 */

/** @type {import('./process-slot.mjs').ProcessSlot<ServerHooks>} */
const hooksSlot = processSlot('serverHooks');

/** @param {ServerHooks} hooks */
export function registerServerHooks(hooks) {
  hooksSlot.set(hooks);
}

/** @returns {ServerHooks} */
export function serverHooks() {
  return hooksSlot.get() ?? {};
}
