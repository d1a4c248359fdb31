/**
 * What this process writes onto every request before Next's own handler runs, installed once at
 * start-up by instrumentation-node.ts. Node emits 'request' to the server's listener; this wraps
 * the emit of the HTTP and HTTPS servers, so it sees the request before anything of Next does:
 *
 * 1. the connection's facts (server/platform/peer-address.ts): its address at the right end of
 *    X-Forwarded-For, HSTS when it came over https;
 * 2. the address a cacheable page is rendered from (lib/page-cache/keys.mjs `renderedUrlOf`): a
 *    GET or HEAD of such a page loses every query parameter its cached copy is not keyed by, so
 *    nothing a visitor appended to the address can be written into a copy others get (issue #33).
 *
 * Requests that arrive in the instant before start-up has run this (Next holds them until it is
 * ready) pass as they came; the first pages cannot be cached before it either (Next renders
 * nothing until instrumentation has finished).
 */
import 'server-only';
import type http from 'node:http';
import { renderedUrlOf } from '../../lib/page-cache/keys.mjs';
import { noteConnection } from './peer-address';
import { hookServerEvents } from './server-events';

/** Reduces a page request's query to what its copy is rendered from. */
export function keepRenderedQuery(request: http.IncomingMessage): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (request.url) request.url = renderedUrlOf(request.url);
}

export function onRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  noteConnection(request, response);
  keepRenderedQuery(request);
}

/** Installs the hook once per process; answers how to remove it (tests). */
export function installRequestHook(): () => void {
  return hookServerEvents('requestHook', (_server, event, args) => {
    if (event === 'request') {
      onRequest(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
    }
    return false;
  });
}
