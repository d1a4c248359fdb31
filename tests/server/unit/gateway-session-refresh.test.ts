/**
 * accounts.md §4 "Token refresh": a 401 triggers a refresh with rt; if it succeeds, tokens are
 * stored and the request retried; without rt or on failure, the request is aborted, tokens
 * cleared and the login modal opens (the browser hears it from the SESSION_EXPIRED_HEADER).
 */
import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_HEADER } from '@/lib/api/client';
import { decodeSessionTokens, encodeSessionTokens, type SessionTokens } from '@/lib/cookies';
import { createBrowserHandler } from '@/server/gateway';

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64url').replace(/=+$/, '');
/** An access token the gateway takes for current (it never checks the signature itself). */
const jwtFor = (who: string, expiresInS = 3600) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: who, exp: Math.floor(Date.now() / 1000) + expiresInS })}.sig`;

const OLD = jwtFor('old');
const NEW = jwtFor('new');

/** The reference API, reduced to what a call sees: the old token is refused, the new one taken. */
function api() {
  const calls: Request[] = [];
  const answer = vi.fn(async (request: Request) => {
    calls.push(request);
    const auth = request.headers.get('authorization');
    if (auth === `Bearer ${NEW}`) return Response.json({ status: 'success', data: { cart: [] } });
    return Response.json(
      { status: 'error', message: 'Необходимо войти в личный кабинет' },
      { status: 401 },
    );
  });
  return { answer, calls };
}

const call = (tokens: SessionTokens) =>
  new Request('http://shop.test/api/v1/basket/getBasket/', {
    headers: { cookie: `tokens=${encodeSessionTokens(tokens)}; session_auth=1` },
  });

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('the gateway and a refused access token (accounts.md §4)', () => {
  it('a 401 on an ordinary call refreshes once, retries with the new token and stores the pair', async () => {
    const { answer, calls } = api();
    const refresh = vi.fn(async () => ({ jwt: NEW, rt: 'rt-2' }));
    const handler = createBrowserHandler(answer, refresh);

    const response = await handler(call({ jwt: OLD, rt: 'rt-1' }));

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'success' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('rt-1', expect.anything());
    expect(calls.map((r) => r.headers.get('authorization'))).toEqual([
      `Bearer ${OLD}`,
      `Bearer ${NEW}`,
    ]);
    expect(decodeSessionTokens(cookieOf(response, 'tokens'))).toEqual({ jwt: NEW, rt: 'rt-2' });
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBeNull();
  });

  it('a failed refresh after a 401 aborts the call: 401, both cookies cleared, the browser told', async () => {
    const { answer, calls } = api();
    const handler = createBrowserHandler(answer, async () => null);

    const response = await handler(call({ jwt: OLD, rt: 'rt-dead' }));

    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(cookieOf(response, 'tokens')).toBe('');
    expect(cookieOf(response, 'session_auth')).toBe('');
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBe('1');
  });

  it('an expiring token whose refresh fails is not sent on as a visitor: the call is aborted', async () => {
    const { answer } = api();
    const handler = createBrowserHandler(answer, async () => null);

    const response = await handler(call({ jwt: jwtFor('stale', -60), rt: 'rt-dead' }));

    expect(answer).not.toHaveBeenCalled();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Необходимо войти в личный кабинет',
    });
    expect(cookieOf(response, 'tokens')).toBe('');
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBe('1');
  });

  it("a visitor's 401 (no session) is left as it is: no refresh, nothing cleared", async () => {
    const { answer } = api();
    const refresh = vi.fn(async () => null);
    const handler = createBrowserHandler(answer, refresh);

    const response = await handler(new Request('http://shop.test/api/v1/basket/getBasket/'));

    expect(response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBeNull();
  });
});

describe('file form posts carry no access token (storefront.md §7, accounts.md §7)', () => {
  const post = (path: string, tokens: SessionTokens) => {
    const body = new FormData();
    body.append('fio', 'Петрова Анна');
    return new Request(`http://shop.test/api/v1${path}`, {
      method: 'POST',
      body,
      headers: { cookie: `tokens=${encodeSessionTokens(tokens)}; session_auth=1; viewport=1` },
    });
  };

  it.each([
    '/catalog/sampleOrder/',
    '/catalog/addCatalogFeedback/',
    '/career/addCareerFeedback/',
    '/tailoring/addTailoringFeedback/',
    '/individual_order/addIndividualOrder/',
  ])('%s goes without the token or the tokens cookie, and is never refreshed for', async (path) => {
    const seen: Request[] = [];
    const refresh = vi.fn(async () => null);
    const handler = createBrowserHandler(async (request) => {
      seen.push(request);
      return Response.json({ status: 'success', data: { id: 1 } });
    }, refresh);

    // Even an expiring session is left alone: nothing to refresh, nothing to abort.
    const response = await handler(post(path, { jwt: jwtFor('stale', -60), rt: 'rt-1' }));

    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('cookie')).toBe('session_auth=1; viewport=1');
    expect(refresh).not.toHaveBeenCalled();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('other calls of a logged-in buyer carry it (the order call is not a file form)', async () => {
    const seen: Request[] = [];
    const handler = createBrowserHandler(async (request) => {
      seen.push(request);
      return Response.json({ status: 'success', data: { id: 1 } });
    });
    await handler(post('/through_blocks/orderCall/', { jwt: NEW, rt: 'rt-1' }));
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${NEW}`);
  });
});
