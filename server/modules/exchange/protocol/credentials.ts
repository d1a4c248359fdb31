/**
 * Who may exchange (issue #35): staff accounts with the role `exchange`, by HTTP Basic, checked
 * as the shop's login checks a password (argon2, the decoy hash for an unknown e-mail) and held
 * by the login's brakes: the account's counter is the login's own (a guess at the web login and
 * one at the exchange count alike), and the client address has the login's rule under a key of
 * its own, cleared by a right password. The login counts every attempt, right ones too; 1C
 * logs in at every exchange, and one scheduled each minute for orders and for the catalogue
 * would pass 30 in 15 minutes and lock itself out.
 */
import 'server-only';
import { clientAddress } from '../../../../lib/net/client-address';
import { waitWords } from '../../../http/app-error';
import type { RateLimiter } from '../../../platform/rate-limit';
import { decoyHash, verifyPassword } from '../../../platform/passwords';
import { authRateRules, loginAccountKey } from '../../auth/service';
import type { ExchangeRepository } from './repository';

export interface BasicCredentials {
  login: string;
  password: string;
}

/** `Authorization: Basic base64(login:password)`; null when the header is absent or not Basic. */
export function basicCredentials(headers: Pick<Headers, 'get'>): BasicCredentials | null {
  const match = headers.get('authorization')?.match(/^Basic\s+([A-Za-z0-9+/=]{1,2000})\s*$/i);
  if (!match) return null;
  // The charset of non-ASCII credentials is not known (research §1.1); UTF-8 is the likelier.
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return {
    login: decoded.slice(0, colon).trim().toLowerCase(),
    password: decoded.slice(colon + 1),
  };
}

export type CredentialsVerdict =
  | { ok: true; userId: number }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'limited'; retryAfterMs: number; wait: string };

/**
 * The exchange account behind the credentials. A buyer's or a manager's correct password is
 * refused as a wrong one: only `exchange` accounts exchange.
 */
export async function checkExchangeCredentials(
  credentials: BasicCredentials,
  request: Request,
  deps: { repo: ExchangeRepository; rateLimiter: RateLimiter },
): Promise<CredentialsVerdict> {
  const ip = clientAddress(request.headers);
  const ipKey = `exchange:ip:${ip}`;
  for (const [key, rule] of [
    [ipKey, authRateRules.loginPerIp],
    [loginAccountKey(credentials.login), authRateRules.loginPerAccount],
  ] as const) {
    const decision = await deps.rateLimiter.hit(key, rule);
    if (!decision.allowed) {
      return {
        ok: false,
        reason: 'limited',
        retryAfterMs: decision.retryAfterMs,
        wait: waitWords(decision.retryAfterMs / 1000),
      };
    }
  }
  const account =
    credentials.login && credentials.password
      ? await deps.repo.accountByEmail(credentials.login)
      : null;
  const valid = account
    ? await verifyPassword(account.passwordHash, credentials.password)
    : await verifyPassword(await decoyHash(), credentials.password).then(() => false);
  if (!account || !valid || account.role !== 'exchange') return { ok: false, reason: 'wrong' };
  await deps.rateLimiter.reset(loginAccountKey(credentials.login));
  await deps.rateLimiter.reset(ipKey);
  return { ok: true, userId: account.id };
}
