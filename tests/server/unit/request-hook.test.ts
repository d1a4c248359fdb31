/**
 * What is written onto every request before Next sees it: what the connection says (issue #18
 * items 1 and 9: its address at the right end of X-Forwarded-For, HSTS when it came over https
 * through a trusted proxy), and the query a cacheable page is rendered from (issue #33 item 1).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/lib/env';
import { clientAddress } from '@/lib/net/client-address';
import { startShopServer, type TestShopServer } from '../../support/shop-server';

let shop: TestShopServer;
let base: string;
const seen: (string | undefined)[] = [];
const targets: (string | undefined)[] = [];

beforeAll(async () => {
  shop = await startShopServer((request, response) => {
    seen.push(request.headers['x-forwarded-for'] as string | undefined);
    targets.push(request.url);
    response.end();
  });
  base = `${shop.base}/`;
});
afterAll(() => shop.close());
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  resetServerEnvForTests();
});

describe('the connection hook', () => {
  it("appends the connection's address to what the client wrote, as a proxy does", async () => {
    seen.length = 0;
    await fetch(base, { headers: { 'x-forwarded-for': '1.2.3.4' } });
    await fetch(base);
    expect(seen).toEqual(['1.2.3.4, 127.0.0.1', '127.0.0.1']);
    // Without trusted proxies the forged hop is ignored.
    expect(clientAddress(new Headers({ 'x-forwarded-for': seen[0]! }))).toBe('127.0.0.1');
  });

  it('sends HSTS only when a trusted proxy says https', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    // A client's own word over plain http is not believed.
    expect((await fetch(base, https)).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    resetServerEnvForTests();
    expect((await fetch(base, https)).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect((await fetch(base)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the query a page is rendered from', () => {
  const target = async (path: string, init?: RequestInit) => {
    targets.length = 0;
    await fetch(new URL(path, base), init);
    return targets[0];
  };

  it('keeps only the parameters a cached page is keyed by, sorted, and the router mark', async () => {
    // A recovery link, an e-mail-change link and tracking never reach the render of a shared copy.
    expect(
      await target(
        '/?change_password=yes&USER_CHECKWORD=MARK1&USER_LOGIN=someone%40example.org&utm_source=x',
      ),
    ).toBe('/');
    expect(await target('/?new_email=a%40b.ru&user_id=7&code=MARK2')).toBe('/');
    expect(await target('/catalog/?PAGEN_1=3777&code=MARK9&_rsc=1a2b')).toBe(
      '/catalog/?PAGEN_1=3777&_rsc=1a2b',
    );
    // One key, one address: the order and the encoding of the kept parameters are the key's.
    expect(await target('/search-result/?search=%D1%84%D1%83%D1%82%D0%B5%D1%80+2&PAGEN_1=2')).toBe(
      '/search-result/?PAGEN_1=2&search=%D1%84%D1%83%D1%82%D0%B5%D1%80+2',
    );
    expect(await target('/catalog/futer/?sort=price&PAGEN_1=2&sort=name')).toBe(
      '/catalog/futer/?PAGEN_1=2&sort=price&sort=name',
    );
  });

  it('leaves pages that are never cached, and anything but a read, as they came', async () => {
    expect(await target('/cart/?code=MARK3')).toBe('/cart/?code=MARK3');
    expect(await target('/manager/?code=MARK4')).toBe('/manager/?code=MARK4');
    expect(await target('/api/v1/catalog/?code=MARK5')).toBe('/api/v1/catalog/?code=MARK5');
    expect(await target('/catalog?code=MARK6')).toBe('/catalog?code=MARK6');
    expect(await target('/?code=MARK7', { method: 'POST', body: 'x' })).toBe('/?code=MARK7');
  });
});
