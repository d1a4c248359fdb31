/**
 * Calls that change something are taken only from the shop's own pages (issue #33). The session
 * is a cookie, and SameSite=Strict was the only thing keeping another site's form or script from
 * spending it: a POST with `Origin: https://evil.example` or `Origin: null` (a sandboxed frame, a
 * data: page) was answered as the buyer's own. Browsers send Origin with every POST, PUT, PATCH
 * and DELETE, and Referer when a privacy setting drops Origin; a call naming any origin but
 * SITE_URL's is refused before it is read or forwarded, in-process and upstream alike. A call with
 * neither header is not from a browser page (a server, curl, 1C) and carries no ambient cookie
 * of a visitor's: it passes.
 */
import 'server-only';
import { loadServerEnv } from '../../lib/env';
import { devOrigins } from '../../lib/security/dev-origins';
import { envelopeResponse } from './upstream';

export const crossSiteMessage = 'Запрос с чужого сайта отклонён';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginPolicy {
  /** SITE_URL's origin: the only one production takes. */
  siteOrigin: string;
  /** In development, the hosts `next dev` lets in (lib/security/dev-origins.ts), on any port. */
  devHosts?: readonly string[];
}

export function originPolicyFromEnv(): OriginPolicy {
  const env = loadServerEnv();
  return {
    siteOrigin: new URL(env.SITE_URL).origin,
    devHosts: env.NODE_ENV === 'development' ? devOrigins(env.SITE_URL) : undefined,
  };
}

/**
 * The origin a request says it comes from: its Origin, else its Referer's. undefined when it
 * names none; null when it names one that cannot be ours ('null', or not a URL).
 */
function claimedOrigin(headers: Headers): string | null | undefined {
  const origin = headers.get('origin')?.trim();
  const referer = headers.get('referer')?.trim();
  const claim = origin || referer;
  if (!claim) return undefined;
  if (claim === 'null') return null;
  try {
    const url = new URL(claim);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a call changes state and names an origin other than the shop's own. */
export function isCrossSite(request: Request, policy: OriginPolicy): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const claimed = claimedOrigin(request.headers);
  if (claimed === undefined) return false;
  if (claimed === null) return true;
  if (claimed === policy.siteOrigin) return false;
  const { host, hostname } = new URL(claimed);
  // The page's own host: a browser names the host it sends to, so another site's page cannot
  // claim it. This lets the shop be opened by another name than SITE_URL's (127.0.0.1 for
  // localhost after `npm start`, an internal name) without refusing its own forms.
  if (host === request.headers.get('host')) return false;
  return !policy.devHosts?.includes(hostname);
}

/** The 403 for a cross-site call, in the envelope; null when the call may go on. */
export function crossSiteRefusal(request: Request, policy: OriginPolicy): Response | null {
  if (!isCrossSite(request, policy)) return null;
  const response = envelopeResponse(403, crossSiteMessage);
  response.headers.set('cache-control', 'no-store');
  return response;
}
