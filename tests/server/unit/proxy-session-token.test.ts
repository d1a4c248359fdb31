import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSessionRefresher } from '@/lib/api/transport';
import { encodeSessionTokens } from '@/lib/cookies';
import { signAccessToken } from '@/server/modules/auth/tokens';
import { proxy } from '@/proxy';

const secret = 'proxy-secret-proxy-secret-proxy-secret-01';
const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://shop.test'), { headers: cookie ? { cookie } : {} });
const tokensCookie = (jwt: string, rt = 'refresh-token-1') =>
  `tokens=${encodeSessionTokens({ jwt, rt })}`;

afterEach(() => registerSessionRefresher(undefined as never));

describe('proxy.ts: login guard and session refresh (docs/design.md §3)', () => {
  it('sends a guest from /user/, /cart/ and /checkout/ home with the login modal remembered', async () => {
    for (const path of ['/user/', '/cart/', '/checkout/', '/user/history/']) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(307);
      expect(new URL(response.headers.get('location')!).pathname).toBe('/');
      expect(response.headers.get('set-cookie')).toMatch(/active-modal=login/);
    }
  });

  it('sends a staff session from the buyers’ pages to /manager/ (issue #20)', async () => {
    const jwt = await signAccessToken(secret, { userId: 7, storeId: 1, role: 'manager' });
    for (const path of ['/user/', '/cart/', '/checkout/']) {
      const response = await proxy(request(path, tokensCookie(jwt)));
      expect(response.status, path).toBe(307);
      expect(new URL(response.headers.get('location')!).pathname).toBe('/manager/');
    }
    const buyer = await signAccessToken(secret, { userId: 1, storeId: 1 });
    expect((await proxy(request('/cart/', tokensCookie(buyer)))).status).not.toBe(307);
  });

  it('lets a buyer with a live session through without touching it', async () => {
    const refresher = vi.fn();
    registerSessionRefresher(refresher);
    const jwt = await signAccessToken(secret, { userId: 1, storeId: 1 });
    const response = await proxy(request('/user/', tokensCookie(jwt)));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(refresher).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token before the page renders: new cookies out, new pair in', async () => {
    const stale = await signAccessToken(secret, { userId: 1, storeId: 1 }, Date.now() - 3_600_000);
    const fresh = await signAccessToken(secret, { userId: 1, storeId: 1 });
    const refresher = vi.fn(async () => ({ jwt: fresh, rt: 'refresh-token-2' }));
    registerSessionRefresher(refresher);
    const response = await proxy(request('/catalog/', tokensCookie(stale)));
    expect(refresher).toHaveBeenCalledWith('refresh-token-1', 'local');
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('tokens='))).toMatch(/HttpOnly/);
    expect(setCookies.find((c) => c.startsWith('tokens='))).toContain(
      encodeSessionTokens({ jwt: fresh, rt: 'refresh-token-2' }),
    );
    expect(setCookies.some((c) => c.startsWith('session_auth='))).toBe(true);
    // The page of this very request renders with the new pair.
    expect(response.headers.get('x-middleware-request-cookie')).toContain(
      encodeSessionTokens({ jwt: fresh, rt: 'refresh-token-2' }),
    );
  });

  it('a dead session is cleared, and a guarded page then sends the visitor home', async () => {
    registerSessionRefresher(async () => null);
    const response = await proxy(request('/cart/', `${tokensCookie('')}; session_auth=x`));
    expect(response.status).toBe(307);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^tokens=; .*Max-Age=0/),
        expect.stringMatching(/^session_auth=; .*Max-Age=0/),
      ]),
    );
  });

  it('a dead session on an open page: cleared, the page renders as a visitor’s with the login modal remembered', async () => {
    registerSessionRefresher(async () => null);
    const response = await proxy(request('/catalog/', `${tokensCookie('')}; session_auth=x`));
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^tokens=; .*Max-Age=0/),
        expect.stringMatching(/^session_auth=; .*Max-Age=0/),
        expect.stringMatching(/^active-modal=login/),
      ]),
    );
  });

  it('still adds the trailing slash first', async () => {
    const response = await proxy(request('/catalog'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://shop.test/catalog/');
  });

  it('a session cookie it cannot read is left to the API (no refresh, no redirect)', async () => {
    const refresher = vi.fn();
    registerSessionRefresher(refresher);
    const response = await proxy(request('/user/', 'tokens=opaque-upstream-value'));
    expect(response.status).toBe(200);
    expect(refresher).not.toHaveBeenCalled();
  });
});
