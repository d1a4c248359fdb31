/**
 * What the shop's server (lib/framework/http-server.mjs) runs before Next, registered at start-up
 * by instrumentation-node.ts: the client address of every rate limit comes from the connection
 * and a cacheable page is rendered from its cache key's query alone (./request-hook.ts); what
 * Next and Node answer outside /api is Russian, and the image optimiser never fetches a url its
 * router would redirect (./russian-errors.ts, issue #33).
 */
import 'server-only';
import type { ServerHooks } from '../../lib/framework/server-hooks.mjs';
import { onRequest as noteRequest } from './request-hook';
import { onClientError, onRequest as russianAnswers } from './russian-errors';

export const shopServerHooks: ServerHooks = {
  onRequest(request, response) {
    russianAnswers(request, response);
    noteRequest(request, response);
  },
  onClientError,
};
