/**
 * Forwarding to another back office (API_UPSTREAM_URL, docs/design.md §1): every call goes on
 * unchanged (headers, body, status, cookies) within a time limit; a body over its limit is
 * refused before it is read whole.
 */
import 'server-only';
import { API_BASE } from '../app';
import { messages } from '../http/app-error';
import { createLogger } from '../platform/logger';
import { BodyTooLargeError, bodyLimitOf, readBodyWithin } from '../http/read-body';

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

export function envelopeResponse(status: number, message: string): Response {
  return Response.json({ status: 'error', message }, { status });
}

/** The body of a call within its limit (server/http/read-body.ts), or the 413 to answer. */
export async function boundedBody(request: Request): Promise<ArrayBuffer | Response | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  try {
    return await readBodyWithin(request, bodyLimitOf(request));
  } catch (error) {
    // The connection stays open: the rest of the body is read and thrown away after the answer
    // (discardRest), so a client still uploading gets the 413 instead of a reset.
    if (error instanceof BodyTooLargeError) return envelopeResponse(413, messages.tooLarge);
    throw error;
  }
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
  const body = await boundedBody(request);
  if (body instanceof Response) return body;

  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body,
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
