/**
 * The browser's side of the session (docs/design.md §3): the route handler's gateway keeps the tokens
 * in httpOnly cookies, attaches the access token, refreshes once on expiry or 401, and never lets
 * the browser's JavaScript see a token.
 */
import { SESSION_EXPIRED_HEADER } from '@/lib/api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSessionTokens, encodeSessionTokens } from '@/lib/cookies';
import { DEMO_BUYER_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { attachSessionToken, createBrowserHandler } from '@/server/gateway';
import { signAccessToken } from '@/server/modules/auth/tokens';
import { backends, startApi, type TestApi } from '../../support/api';
import { authAppOver, type AuthApi } from './auth-support';

const origin = 'http://shop.test/api/v1';

/** A tiny cookie jar: what the browser would keep from Set-Cookie headers. */
class Jar {
  readonly cookies = new Map<string, { value: string; attributes: string }>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split('; ');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      if (/Max-Age=0/.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes: attributes.join('; ') });
    }
    return response;
  }
  header() {
    return [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }
}

describe.each(backends())('session cookies through the gateway on %s', (backend) => {
  let api: TestApi;
  let auth: AuthApi;
  beforeAll(async () => {
    api = await startApi(backend);
    auth = authAppOver(api);
  });
  afterAll(() => api.close());

  const browser = () => {
    const handler = createBrowserHandler(auth.fetch);
    const jar = new Jar();
    const call = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (jar.cookies.size) headers.set('cookie', jar.header());
      return jar.take(await handler(new Request(`${origin}${path}`, { ...init, headers })));
    };
    const logIn = () =>
      call('/user/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD }).toString(),
      });
    return { call, jar, logIn };
  };
  const seesPrices = async (response: Response) => /"price"/.test(await response.text());

  it('login sets an httpOnly SameSite=Strict tokens cookie and the readable flag; the answer holds no token', async () => {
    const { jar, logIn } = browser();
    const response = await logIn();
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toMatch(/jwt|"rt"/);
    expect(JSON.parse(body)).toMatchObject({
      status: 'success',
      message: 'Вы успешно вошли в систему!',
    });
    const tokens = jar.cookies.get('tokens')!;
    expect(tokens.attributes).toMatch(/HttpOnly/);
    expect(tokens.attributes).toMatch(/SameSite=Strict/);
    expect(tokens.attributes).toMatch(/Max-Age=15120000/);
    // Plain http (tests, local runs): no Secure flag; https gets it.
    expect(tokens.attributes).not.toMatch(/Secure/);
    expect(decodeSessionTokens(tokens.value)?.rt).toBeTruthy();
    const flag = jar.cookies.get('session_auth')!;
    expect(flag.attributes).not.toMatch(/HttpOnly/);
    expect(new Date(decodeURIComponent(flag.value)).getTime()).toBeGreaterThan(0);
  });

  it('over https the cookies are Secure', async () => {
    const handler = createBrowserHandler(auth.fetch);
    const response = await handler(
      new Request('https://shop.test/api/v1/user/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD }).toString(),
      }),
    );
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });

  it('calls carry the session: a logged-in browser sees prices, a fresh one does not', async () => {
    const { call, logIn } = browser();
    expect(await seesPrices(await call('/catalog/getList?perPage=5'))).toBe(false);
    await logIn();
    expect(await seesPrices(await call('/catalog/getList?perPage=5'))).toBe(true);
  });

  it('an expired access token is refreshed before the call; the cookie then holds the new pair', async () => {
    const { call, jar, logIn } = browser();
    await logIn();
    const before = decodeSessionTokens(jar.cookies.get('tokens')!.value)!;
    const stale = await signAccessToken(
      auth.secret,
      { userId: 1, storeId: 1 },
      Date.now() - 3_600_000,
    );
    jar.cookies.set('tokens', {
      value: encodeSessionTokens({ jwt: stale, rt: before.rt }),
      attributes: '',
    });
    expect(await seesPrices(await call('/catalog/getList?perPage=5'))).toBe(true);
    const after = decodeSessionTokens(jar.cookies.get('tokens')!.value)!;
    expect(after.rt).not.toBe(before.rt);
    expect(after.jwt).not.toBe(stale);
  });

  it('parallel calls with an expiring session refresh once and stay logged in', async () => {
    const { call, jar, logIn } = browser();
    await logIn();
    const { rt } = decodeSessionTokens(jar.cookies.get('tokens')!.value)!;
    jar.cookies.set('tokens', { value: encodeSessionTokens({ jwt: '', rt }), attributes: '' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('/catalog/getList?perPage=3')),
    );
    for (const answer of answers) expect(await seesPrices(answer)).toBe(true);
    // The family survived: the newest refresh token still works.
    expect((await call('/user/refresh/', { method: 'POST' })).status).toBe(200);
  });

  it('a dead session aborts the call (accounts.md §4): 401, the cookies removed, the browser told', async () => {
    const { call, jar, logIn } = browser();
    await logIn();
    jar.cookies.set('tokens', {
      value: encodeSessionTokens({ jwt: '', rt: 'revoked-or-unknown' }),
      attributes: '',
    });
    const response = await call('/catalog/getList?perPage=3');
    expect(response.status).toBe(401);
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBe('1');
    expect(await seesPrices(response)).toBe(false);
    expect(jar.cookies.has('tokens')).toBe(false);
    expect(jar.cookies.has('session_auth')).toBe(false);
    // The next call is a visitor's: the session is gone, nothing to abort any more.
    const next = await call('/catalog/getList?perPage=3');
    expect(next.status).toBe(200);
    expect(next.headers.get(SESSION_EXPIRED_HEADER)).toBeNull();
  });

  it('the browser refreshes with the cookie alone and never sees the new tokens', async () => {
    const { call, jar, logIn } = browser();
    await logIn();
    const before = jar.cookies.get('tokens')!.value;
    const response = await call('/user/refresh/', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toMatch(/jwt|"rt"/);
    expect(jar.cookies.get('tokens')!.value).not.toBe(before);
  });

  it('logout revokes the session on the server and clears both cookies', async () => {
    const { call, jar, logIn } = browser();
    await logIn();
    const { rt } = decodeSessionTokens(jar.cookies.get('tokens')!.value)!;
    expect((await call('/user/logout/')).status).toBe(200);
    expect(jar.cookies.size).toBe(0);
    const replay = await auth.call('/user/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ rt }).toString(),
    });
    expect(replay.status).toBe(401);
  });

  it('server components: the in-process door attaches the access token from the shopper cookie', async () => {
    const { jar, logIn } = browser();
    await logIn();
    const request = attachSessionToken(
      new Request(`${origin}/catalog/getList?perPage=3`, { headers: { cookie: jar.header() } }),
    );
    const { jwt } = decodeSessionTokens(jar.cookies.get('tokens')!.value)!;
    expect(request.headers.get('authorization')).toBe(`Bearer ${jwt}`);
    expect(await seesPrices(await auth.fetch(request))).toBe(true);
    const visitor = attachSessionToken(new Request(`${origin}/catalog/getList?perPage=3`));
    expect(visitor.headers.has('authorization')).toBe(false);
  });
});
