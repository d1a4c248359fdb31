/**
 * The pages' Content-Security-Policy with a fresh nonce, set by proxy.ts on every page request:
 * on the request, so that Next stamps the nonce on its own scripts (and server components can
 * read it from `x-nonce`), and on the response, so that the browser enforces it.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { loadServerEnv } from '../env';
import { createNonce, pagePolicy } from './headers';

export const NONCE_HEADER = 'x-nonce';

/**
 * `requestHeaders`: the request's headers as the page should see them (default: unchanged);
 * `rewriteTo`: render that path instead (the answer still carries the policy).
 */
export function nextWithPagePolicy(
  request: NextRequest,
  requestHeaders: Headers = request.headers,
  rewriteTo?: { url: URL; status: number },
): NextResponse {
  const env = loadServerEnv();
  const nonce = createNonce();
  const policy = pagePolicy({
    nonce,
    development: env.NODE_ENV === 'development',
    https: env.SITE_URL.startsWith('https://'),
  });
  const headers = new Headers(requestHeaders);
  headers.set('content-security-policy', policy);
  headers.set(NONCE_HEADER, nonce);
  const response = rewriteTo
    ? NextResponse.rewrite(rewriteTo.url, { request: { headers }, status: rewriteTo.status })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
