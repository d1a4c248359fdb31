import { expect, test, type Page } from '@playwright/test';

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
  test('a page gets a strict policy with a fresh nonce and no inline script allowance', async ({
    request,
  }) => {
    const first = await request.get('/');
    const second = await request.get('/');
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
    // The header's catalogue button opens the mega-menu; its 'Все полотна' is the catalogue.
    await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).click();
    await page
      .getByRole('region', { name: 'Разделы каталога' })
      .getByRole('link', { name: 'Все полотна' })
      .click();
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
