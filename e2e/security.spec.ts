import { createHash } from 'node:crypto';
import {
  expect,
  test,
  type APIResponse,
  type BrowserContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';
import { demoBuyers } from './support/session';

/**
 * Every CSP violation the page reports, collected from the first script on, and the browser's
 * complaints about the security headers themselves (an unknown Permissions-Policy feature).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const common = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // The e2e server runs on http: no HSTS there (it is sent only when SITE_URL is https).
  expect(headers['strict-transport-security']).toBeUndefined();
};

test.describe('security headers', () => {
  test('a page rendered per request gets a strict policy with a fresh nonce and no inline script allowance', async ({
    request,
  }) => {
    // /modal/ is never served from the cache (lib/page-cache/keys.mjs): rendered per request.
    const first = await request.get('/modal/');
    const second = await request.get('/modal/');
    expect(first.status()).toBe(200);
    const headers = first.headers();
    common(headers);
    const csp = directives(headers['content-security-policy']);
    const script = csp.get('script-src') ?? [];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).toContain("'strict-dynamic'");
    const nonce = script.find((s) => s.startsWith("'nonce-"));
    expect(nonce).toBeDefined();
    expect(second.headers()['content-security-policy']).not.toContain(nonce!);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(script).toContain('https://api-maps.yandex.ru');
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'https://mc.yandex.com']),
    );
    // Next stamps the same nonce on every script of the page. JSON-LD blocks are data, never run,
    // and CSP does not apply to them.
    const html = await first.text();
    const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('type="application/ld+json"'),
    );
    expect(tags.length).toBeGreaterThan(2);
    const value = nonce!.slice("'nonce-".length, -1);
    for (const tag of tags) expect(tag).toContain(`nonce="${value}"`);
  });

  test('a page from the cache allows exactly its own inline scripts, by hash', async ({
    request,
  }) => {
    for (const attempt of ['rendered', 'from the cache']) {
      const answer = await request.get('/');
      const csp = directives(answer.headers()['content-security-policy']);
      const script = csp.get('script-src') ?? [];
      expect(script, attempt).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(script.some((s) => s.startsWith("'nonce-"))).toBe(false);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      const html = await answer.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
        .map(([, , body]) => body!);
      expect(inline.length).toBeGreaterThan(2);
      for (const body of inline) {
        const digest = createHash('sha256').update(body).digest('base64');
        expect(script, attempt).toContain(`'sha256-${digest}'`);
      }
      expect(script.filter((s) => s.startsWith("'sha256-"))).toHaveLength(new Set(inline).size);
    }
  });

  test('an API answer and a media file may load nothing', async ({ request }) => {
    const api = await request.get('/api/v1/catalog/getList/?perPage=1');
    expect(api.status()).toBe(200);
    common(api.headers());
    expect(directives(api.headers()['content-security-policy']).get('default-src')).toEqual([
      "'none'",
    ]);
    const body = (await api.json()) as {
      data: { catalog_list: { elements: { photo: string }[] } };
    };
    const photo = body.data.catalog_list.elements[0]!.photo;
    expect(photo).toMatch(/^\/media\//);

    const media = await request.get(photo);
    expect(media.status()).toBe(200);
    common(media.headers());
    expect(media.headers()['content-security-policy']).toContain("default-src 'none'");
  });

  test('the API reference page still renders under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/api/v1/docs/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Selvedge');
    // The inline stylesheet applies: the body is laid out as a centred column.
    const maxWidth = await page.evaluate(() => getComputedStyle(document.body).maxWidth);
    expect(maxWidth).toBe('960px');
    expect(await violations()).toEqual([]);
  });

  test('home → catalogue → product hydrate and navigate with no CSP violation', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    // The header's catalogue button opens the mega-menu (the browser does, before any script:
    // issue #37); its 'Все полотна' is the catalogue, followed by the router once React has
    // taken the link over.
    const menu = await openWith(
      page.getByRole('banner').getByRole('button', { name: 'Каталог' }),
      page.getByRole('region', { name: 'Разделы каталога' }),
    );
    await (await hydrated(menu.getByRole('link', { name: 'Все полотна' }))).click();
    await expect(page).toHaveURL(/\/catalog\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Каталог');
    // A client-side navigation keeps the document: the page hydrated, its scripts ran.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    const productLink = page.locator('main a[href^="/catalog/"][href$="/"]').filter({
      has: page.locator('img'),
    });
    if (await productLink.count()) {
      await productLink.first().click();
      await expect(page).toHaveURL(/\/catalog\/[^/]+\/[^/]+\/$/);
    } else {
      const list = await request.get('/api/v1/catalog/getList/?perPage=1');
      const { data } = (await list.json()) as {
        data: { catalog_list: { elements: { detail_url: string }[] } };
      };
      await page.goto(data.catalog_list.elements[0]!.detail_url);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Cookies (docs/design.md §3, storefront.md §3 and §9): every cookie the shop sets, with its flags.
// ---------------------------------------------------------------------------------------------

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

/** Set-Cookie lines as the browser reads them: name=value, then attributes (names lowercased). */
function parseSetCookies(response: APIResponse): SetCookie[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map(({ value: line }) => {
      const [pair = '', ...rest] = line.split(';');
      const eq = pair.indexOf('=');
      const attributes = new Map<string, string>();
      for (const part of rest) {
        const at = part.indexOf('=');
        const key = (at < 0 ? part : part.slice(0, at)).trim().toLowerCase();
        attributes.set(key, at < 0 ? '' : part.slice(at + 1).trim());
      }
      return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1), attributes };
    });
}

const byName = (cookies: SetCookie[], name: string) => {
  const found = cookies.filter((c) => c.name === name);
  expect(found, `one Set-Cookie for ${name}`).toHaveLength(1);
  return found[0]!;
};

const WEEK_S = 7 * 24 * 60 * 60;
const DAY_S = 24 * 60 * 60;

/** The session pair's flags: the same on login, refresh and logout (max-age 0 there). */
function expectSessionCookies(cookies: SetCookie[], secure: boolean, maxAge: number) {
  const tokens = byName(cookies, 'tokens');
  expect(tokens.attributes.has('httponly')).toBe(true);
  expect(tokens.attributes.get('samesite')).toBe('Strict');
  expect(tokens.attributes.get('path')).toBe('/');
  expect(tokens.attributes.get('max-age')).toBe(String(maxAge));
  expect(tokens.attributes.has('secure')).toBe(secure);
  const flag = byName(cookies, 'session_auth');
  // Readable by the page's JavaScript: it only says "logged in", never a token.
  expect(flag.attributes.has('httponly')).toBe(false);
  expect(flag.value).not.toMatch(/eyJ|jwt|rt/);
  expect(flag.attributes.get('samesite')).toBe('Strict');
  expect(flag.attributes.get('max-age')).toBe(String(maxAge));
  expect(flag.attributes.has('secure')).toBe(secure);
}

/**
 * Each test logs in from its own client address (the login limit counts per IP, and the rest of
 * the suite logs in from 127.0.0.1), on a fresh network per run; `https` adds what a
 * TLS-terminating proxy in production adds, x-forwarded-proto: https.
 */
const network = `10.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
const client = (host: number, https: boolean) => ({
  'x-forwarded-for': `${network}.${host}`,
  ...(https ? { 'x-forwarded-proto': 'https' } : {}),
});

test.describe('cookies', () => {
  for (const https of [false, true]) {
    const scheme = https ? 'production (https)' : 'plain http on loopback';
    test(`login, refresh, page-render refresh and logout: session cookie flags, ${scheme}`, async ({
      playwright,
      baseURL,
    }) => {
      const headers = client(https ? 2 : 1, https);
      // A fresh request context per run: its cookie jar starts empty.
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
      const login = await api.post('/api/v1/user/login/', {
        form: { login: demoBuyers.individual.email, password: demoBuyers.individual.password },
      });
      expect(login.status()).toBe(200);
      // 25 weeks (storefront.md §9), secure only where the connection is.
      expectSessionCookies(parseSetCookies(login), https, 25 * WEEK_S);
      // The tokens stay out of the JSON the page's script sees.
      expect(JSON.stringify(await login.json())).not.toMatch(/"(jwt|rt)"/);
      // The cookie is sent by hand: a client on plain http would drop a Secure one.
      const sent = (response: APIResponse) => ({
        headers: { cookie: `tokens=${byName(parseSetCookies(response), 'tokens').value}` },
      });

      const refresh = await api.post('/api/v1/user/refresh/', sent(login));
      expect(refresh.status()).toBe(200);
      expectSessionCookies(parseSetCookies(refresh), https, 25 * WEEK_S);
      expect(byName(parseSetCookies(refresh), 'tokens').value).not.toBe(
        byName(parseSetCookies(login), 'tokens').value,
      );

      // A page request whose access token has run out: proxy.ts refreshes before the render
      // and sets the new pair with the same flags (the access token blanked here stands for
      // an expired one).
      const { rt } = JSON.parse(
        decodeURIComponent(byName(parseSetCookies(refresh), 'tokens').value),
      ) as { rt: string };
      const render = await api.get('/catalog/', {
        headers: { cookie: `tokens=${encodeURIComponent(JSON.stringify({ jwt: '', rt }))}` },
      });
      expect(render.status()).toBe(200);
      expectSessionCookies(parseSetCookies(render), https, 25 * WEEK_S);

      const logout = await api.get('/api/v1/user/logout/', sent(render));
      expect(logout.status()).toBe(200);
      // Logout clears both: same name, same flags, Max-Age=0.
      expectSessionCookies(parseSetCookies(logout), https, 0);
      await api.dispose();
    });
  }

  test('a guest sent home from /user/ gets the 2-minute active-modal cookie', async ({
    request,
  }) => {
    const guarded = await request.get('/user/', { maxRedirects: 0 });
    expect(guarded.status()).toBe(307);
    const modal = byName(parseSetCookies(guarded), 'active-modal');
    expect(modal.value).toBe('login');
    expect(modal.attributes.get('max-age')).toBe('120');
    expect(modal.attributes.get('samesite')?.toLowerCase()).toBe('strict');
    expect(modal.attributes.get('path')).toBe('/');
    // The modal opener reads it from the page's script.
    expect(modal.attributes.has('httponly')).toBe(false);
  });

  test('no page, API answer or file sets a cookie for a visitor who did nothing', async ({
    request,
  }) => {
    for (const path of ['/', '/catalog/', '/search-result/?search=футер', '/api/v1/health']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(400);
      expect(parseSetCookies(response), path).toEqual([]);
    }
  });

  for (const https of [false, true]) {
    const scheme = https ? 'production (https)' : 'plain http on loopback';
    test(`cookies the pages set themselves: viewport, preloader, active modal, history, ${scheme}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      // Every request goes through the stand-in proxy on the https run: slower than a page.
      test.setTimeout(90_000);
      const context = await browser.newContext();
      const origin = https ? await mirrorOverHttps(context, baseURL!) : baseURL!;
      const page = await context.newPage();
      const cookie = async (name: string): Promise<Cookie> => {
        await expect
          .poll(async () => (await context.cookies(origin)).some((c) => c.name === name), {
            message: `${name} is set`,
          })
          .toBe(true);
        return (await context.cookies(origin)).find((c) => c.name === name)!;
      };
      const expiresIn = (c: Cookie) => c.expires - Date.now() / 1000;

      await page.goto(`${origin}/`);
      // 'viewport': 365 days, strict, secure (storefront.md §3, §9).
      const viewport = await cookie('viewport');
      expect(viewport.value).toBe('desktop');
      expect(viewport.sameSite).toBe('Strict');
      expect(viewport.secure).toBe(https);
      expect(expiresIn(viewport)).toBeGreaterThan(364 * DAY_S);
      expect(expiresIn(viewport)).toBeLessThanOrEqual(365 * DAY_S);
      // 'disable-preloader': set when the preloader has run, for 30 minutes.
      const preloader = await cookie('disable-preloader');
      expect(preloader.sameSite).toBe('Strict');
      expect(expiresIn(preloader)).toBeGreaterThan(29 * 60);
      expect(expiresIn(preloader)).toBeLessThanOrEqual(30 * 60);

      // The active modal is remembered for 2 minutes while the login modal is open.
      await page.getByRole('banner').getByRole('link', { name: 'Войти в личный кабинет' }).click();
      await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
      const modal = await cookie('active-modal');
      expect(modal.value).toBe('login');
      expect(modal.sameSite).toBe('Strict');
      expect(expiresIn(modal)).toBeGreaterThan(100);
      expect(expiresIn(modal)).toBeLessThanOrEqual(120);
      await page.keyboard.press('Escape');

      // 'products-history': the products seen, kept for a year.
      const list = await request.get('/api/v1/catalog/getList/?perPage=1');
      const { data } = (await list.json()) as {
        data: { catalog_list: { elements: { id: number; detail_url: string }[] } };
      };
      const product = data.catalog_list.elements[0]!;
      await page.goto(`${origin}${product.detail_url}`);
      const history = await cookie('products-history');
      expect(history.value).toBe(String(product.id));
      expect(expiresIn(history)).toBeGreaterThan(364 * DAY_S);
      expect(expiresIn(history)).toBeLessThanOrEqual(365 * DAY_S);

      // None of these is httpOnly (the page's script reads them), and none carries a session.
      for (const c of await context.cookies(origin)) {
        expect(c.httpOnly, c.name).toBe(false);
        expect(c.name).not.toBe('tokens');
      }
      await context.close();
    });
  }
});

/**
 * The e2e server speaks plain http, where a browser drops the Secure flag's cookies. To see what
 * production sends, the browser is pointed at https://selvedge.test and every request is carried
 * to the e2e server with x-forwarded-proto: https (what a TLS-terminating proxy adds). The page
 * runs in an https origin, so its script's cookies and the server's Set-Cookie lines are judged
 * as they are in production.
 */
async function mirrorOverHttps(context: BrowserContext, baseURL: string): Promise<string> {
  const origin = 'https://selvedge.test';
  await context.route(`${origin}/**`, async (route) => {
    const request = route.request();
    // Pictures and fonts set no cookie: left out, the page loads in a fraction of the requests.
    if (['image', 'font', 'media'].includes(request.resourceType())) return route.abort();
    const options = {
      url: request.url().replace(origin, baseURL),
      headers: { ...(await request.allHeaders()), 'x-forwarded-proto': 'https' },
      maxRedirects: 0,
    };
    // This stand-in proxy reuses kept-alive connections, which the server may have just closed
    // (a socket hang up under load): one more try, as a real proxy would.
    const response = await route.fetch(options).catch(() => route.fetch(options));
    await route.fulfill({ response });
  });
  return origin;
}
