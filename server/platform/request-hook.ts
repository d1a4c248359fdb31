/**
 * What this process writes onto every request before Next's own handler runs: registered at
 * start-up by instrumentation-node.ts with the shop's own server (lib/framework/http-server.mjs),
 * which calls it before handing the request to Next:
 *
 * 1. the connection's facts (server/platform/peer-address.ts): its address at the right end of
 *    X-Forwarded-For, HSTS when it came over https;
 * 2. the address a cacheable page is rendered from (lib/page-cache/keys.mjs `renderedUrlOf`): a
 *    GET or HEAD of such a page loses every query parameter its cached copy is not keyed by, so
 *    nothing a visitor appended to the address can be written into a copy others get (issue #33).
 *
 * The server listens only once Next is prepared and this is registered, so no request passes
 * without it.
 */
import 'server-only';
import type http from 'node:http';
import { renderedUrlOf } from '../../lib/page-cache/keys.mjs';
import { noteConnection } from './peer-address';

/** Reduces a page request's query to what its copy is rendered from. */
export function keepRenderedQuery(request: http.IncomingMessage): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (request.url) request.url = renderedUrlOf(request.url);
}

export function onRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  noteConnection(request, response);
  keepRenderedQuery(request);
}
