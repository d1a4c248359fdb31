/**
 * The one door into /api/v1 (docs/design.md §1). Without API_UPSTREAM_URL every call is answered by
 * the reference app in this process; with it, every call is forwarded to that back office
 * unchanged (headers, body, status, cookies) and the storefront becomes its front end.
 */
import 'server-only';
import { registerPageBuyerResolver, registerSessionRefresher } from '../../lib/api/transport';
import { cookieFromHeader, decodeSessionTokens, SESSION_COOKIE } from '../../lib/cookies';
import { loadServerEnv } from '../../lib/env';
import { processSlot } from '../../lib/framework/process-slot.mjs';
import { createBrowserHandler, createSessionRefresher } from './browser';
import {
  createMemoryFormDrafts,
  createRedisFormDrafts,
  type FormDrafts,
} from '../platform/form-drafts';
import { createPlainFormHandler } from './plain-forms';
import { createPlainLoginHandler } from './plain-login';
import { pageBuyerOf, referenceApp } from './reference';
import { forwardToUpstream } from './upstream';

export { createBrowserHandler, createSessionRefresher } from './browser';
export { handleExchange } from './exchange';
export { startManagerDigest, warmUp } from './reference';
export { forwardToUpstream } from './upstream';
export { isPlainForm, plainForms, safeBack, type PlainForm } from './plain-forms';

function answerOf(request: Request): Promise<Response> {
  const env = loadServerEnv();
  if (env.API_UPSTREAM_URL) {
    return forwardToUpstream(request, env.API_UPSTREAM_URL, env.API_UPSTREAM_TIMEOUT_MS);
  }
  return Promise.resolve(referenceApp().fetch(request));
}

/** `Authorization: Bearer` from the session cookie, unless the caller sent its own. */
function withAccessToken(request: Request, jwt: string | undefined): Request {
  if (!jwt || request.headers.has('authorization')) return request;
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${jwt}`);
  return new Request(request, { headers });
}

/**
 * The server-side door: server components' in-process calls (lib/api/server-transport.ts
 * forwards the shopper's cookies) get the shopper's access token attached, so a page renders
 * with the prices a logged-in buyer may see. It never refreshes: a render cannot set cookies,
 * so proxy.ts refreshes an expiring session before the page renders.
 */
export function handleApiRequest(request: Request): Promise<Response> {
  return answerOf(attachSessionToken(request));
}

/** The request with the access token of its `tokens` cookie attached, if it has one. */
export function attachSessionToken(request: Request): Request {
  const tokens = decodeSessionTokens(
    cookieFromHeader(request.headers.get('cookie'), SESSION_COOKIE),
  );
  return withAccessToken(request, tokens?.jwt || undefined);
}

const refreshSession = createSessionRefresher(answerOf);
registerSessionRefresher(refreshSession);
registerPageBuyerResolver(pageBuyerOf);

/** The route handler's entry. */
export const handleBrowserApiRequest = createBrowserHandler(answerOf, refreshSession);

const draftsSlot = processSlot<FormDrafts>('formDrafts');
/**
 * The refused forms' drafts: one store per process (the route that keeps a draft and the page
 * that shows it are separate bundles), Redis's when REDIS_URL is set.
 */
export const formDrafts = (): FormDrafts =>
  draftsSlot.getOrCreate(() => {
    const url = loadServerEnv().REDIS_URL;
    return url ? createRedisFormDrafts(url) : createMemoryFormDrafts();
  });

/** A request form posted without a script (app/forms/[form]/send/route.ts). */
export const handlePlainFormPost = createPlainFormHandler(handleBrowserApiRequest, formDrafts);

/** The login form posted without a script (app/login/send/route.ts). */
export const handlePlainLogin = createPlainLoginHandler(handleBrowserApiRequest, formDrafts);
