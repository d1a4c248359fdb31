/**
 * The one door into /api/v1 (DESIGN.md §1). Without API_UPSTREAM_URL every call is answered by
 * the reference app in this process; with it, every call is forwarded to that back office
 * unchanged (headers, body, status, cookies) and the storefront becomes its front end.
 */
import { loadServerEnv } from '../lib/env';
import { defaultDeps, createApp, API_BASE, type ReferenceApp } from './app';
import { getDatabase } from './db/client';
import { messages } from './http/app-error';
import { createLogger } from './http/logger';

const appKey = Symbol.for('selvedge.referenceApp');
type GlobalWithApp = typeof globalThis & { [appKey]?: ReferenceApp };

function referenceApp(): ReferenceApp {
  const g = globalThis as GlobalWithApp;
  g[appKey] ??= createApp(defaultDeps(getDatabase));
  return g[appKey];
}

/** Headers that describe one hop, not the message, and must not be forwarded. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

function envelopeResponse(status: number, message: string): Response {
  return Response.json({ status: 'error', message }, { status });
}

export async function forwardToUpstream(
  request: Request,
  upstream: string,
  timeoutMs: number,
): Promise<Response> {
  const url = new URL(request.url);
  const rest = url.pathname.startsWith(API_BASE)
    ? url.pathname.slice(API_BASE.length)
    : url.pathname;
  const target = `${upstream.replace(/\/+$/, '')}${rest}${url.search}`;

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!hopByHop.has(key.toLowerCase())) headers.set(key, value);
  });
  // The upstream gets the request id too, so one id follows the call through both back ends.
  const requestId = headers.get('x-request-id') ?? crypto.randomUUID();
  headers.set('x-request-id', requestId);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';

  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    createLogger({ service: 'gateway', requestId }).error('upstream failed', { target, error });
    const failure = timedOut
      ? envelopeResponse(504, messages.upstreamTimeout)
      : envelopeResponse(503, messages.unavailable);
    failure.headers.set('x-request-id', requestId);
    return failure;
  }

  const out = new Headers();
  answer.headers.forEach((value, key) => {
    const lower = key.toLowerCase();
    // fetch has already decoded the body, so its encoding and length no longer apply.
    if (hopByHop.has(lower) || lower === 'content-encoding' || lower === 'set-cookie') return;
    out.set(key, value);
  });
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', cookie);
  if (!out.has('x-request-id')) out.set('x-request-id', requestId);
  return new Response(answer.body, { status: answer.status, headers: out });
}

export function handleApiRequest(request: Request): Promise<Response> {
  const env = loadServerEnv();
  if (env.API_UPSTREAM_URL) {
    return forwardToUpstream(request, env.API_UPSTREAM_URL, env.API_UPSTREAM_TIMEOUT_MS);
  }
  return Promise.resolve(referenceApp().fetch(request));
}

/** Opens (and migrates) the database at server start, so the first shopper does not wait. */
export async function warmUp(): Promise<void> {
  if (loadServerEnv().API_UPSTREAM_URL) return;
  await getDatabase();
}
