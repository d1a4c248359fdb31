import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { CACHEABLE_SOURCES } from '../lib/page-cache/keys.mjs';
import { registerBuyer } from './support/session';

/**
 * A cached copy is rendered from its key alone (issue #33 item 1). The copy a visitor fills is
 * served to everyone with the same key, and Next writes the address it renders into the page
 * (the RSC payload's canonical URL and rendered search): a recovery link's code, an e-mail-change
 * link or anything else a first visitor appended must not reach the next visitor. Each page is
 * asked under a key of its own (a `city` no one else uses, a parameter every copy is keyed by),
 * so its first request is the render that fills the copy.
 */

/** One path per cacheable route of lib/page-cache/keys.mjs (checked below). */
const PAGES = [
  '/',
  '/catalog/',
  '/catalog/futer/',
  '/catalog/futer/futer-2-nitka-s-lajkroj-belyj-10226/',
  '/search-result/',
  '/about/',
  '/manufacture/',
  '/tailoring/',
  '/custom-design/',
  '/contacts/',
  '/politika_konfidentsialnosti/',
  '/career/',
  '/career/internship/',
  '/career/vacancy/',
  '/career/vacancy/shveya/',
  '/press-center/',
  '/press-center/itogi-goda/',
  '/buyers/usloviya_zakaza/',
];

const MARK = 'Mrk7Q';
/** What people append to a page's address: one-time links, tracking, anything. */
const markedQuery = new URLSearchParams({
  change_password: 'yes',
  USER_CHECKWORD: `${MARK}checkword`,
  USER_LOGIN: `${MARK}@example.org`,
  new_email: `${MARK}new@example.org`,
  user_id: '9173',
  code: `${MARK}code`,
  utm_source: `${MARK}utm`,
}).toString();

/** Each test its own client address, as a deployment behind a proxy sees its visitors. */
const network = `10.${30 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;

/** A crawler gets the home page without the preloader; a browser's first visit gets it. */
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const routeOf = (source: string) => new RegExp(`^${source.replace(/:[a-z]+/g, '[^/]+')}$`, 'u');

/**
 * Fills the copy of `path` under a key of its own with the marked address, then reads it as the
 * next visitor would: neither its HTML nor its RSC payload may carry anything of the first.
 */
async function expectNoCarryOver(api: APIRequestContext, path: string, viewer: string) {
  const key = `${viewer}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const first = await api.get(`${path}?city=${key}&${markedQuery}`);
  expect(first.status(), `${path} (${viewer})`).toBe(200);
  // The copy is written as the first answer ends; under a loaded machine it can take a moment.
  let next = await api.get(`${path}?city=${key}`);
  await expect
    .poll(
      async () => {
        if (next.headers()['x-nextjs-cache'] !== 'HIT') next = await api.get(`${path}?city=${key}`);
        return next.headers()['x-nextjs-cache'];
      },
      { message: `${path} (${viewer}) from the copy`, timeout: 5_000 },
    )
    .toBe('HIT');
  expect(await next.text(), `${path} (${viewer}) HTML`).not.toContain(MARK);
  const flight = await api.get(`${path}?city=${key}`, { headers: { RSC: '1' } });
  expect(flight.headers()['content-type']).toContain('text/x-component');
  expect(await flight.text(), `${path} (${viewer}) RSC payload`).not.toContain(MARK);
}

test.describe('a cached page carries nothing of the request that filled it', () => {
  test('the list covers every cacheable route', () => {
    for (const source of CACHEABLE_SOURCES)
      expect(
        PAGES.some((path) => routeOf(source).test(path)),
        source,
      ).toBe(true);
  });

  test('a visitor’s copy, with and without the home page’s preloader', async () => {
    test.slow();
    const crawler = await request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `${network}.1`, 'user-agent': CRAWLER },
    });
    for (const path of PAGES) await expectNoCarryOver(crawler, path, 'v');
    await crawler.dispose();
    // The preloader's copy of the home page, the one a recovery link opens in a browser.
    const browser = await request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `${network}.2`, 'user-agent': BROWSER },
    });
    await expectNoCarryOver(browser, '/', 'p');
    await browser.dispose();
  });

  test('a buyers’ copy of their warehouse', async ({ page }) => {
    test.slow();
    await registerBuyer(page, 'carryover');
    for (const path of PAGES) await expectNoCarryOver(page.request, path, 'b');
  });
});
