import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInAsStaff } from './support/session';

/*
 * Issue #37, part 4: real visitors' Core Web Vitals. A sampled page view sends one report when
 * the page is hidden, and the head sees it in the workspace. The visitor here is on a tablet
 * (1000 px wide), a device class no other spec uses, so the count the head reads is this test's
 * own; and on an address of its own, since reports are limited per address.
 */
const address = `10.${40 + (process.pid % 150)}.${Math.floor(Math.random() * 250)}.77`;

/** A visitor whose page views are all sampled (the reporter draws Math.random() once). */
async function sampledVisitor(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1000, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  await context.addInitScript(() => {
    Math.random = () => 0;
  });
  // The requests as the network sees them (Playwright shows no beacon's body)…
  const reports: Promise<number>[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v1/vitals/')) return;
    reports.push(request.response().then((response) => response?.status() ?? 0));
  });
  // …and the bodies as the page hands them to sendBeacon.
  const bodies: unknown[] = [];
  await context.exposeFunction('beaconSent', (text: string) => bodies.push(JSON.parse(text)));
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data
          .text()
          .then((text) =>
            (window as unknown as { beaconSent: (t: string) => void }).beaconSent(text),
          );
      return send(url, data);
    };
  });
  return { context, page: await context.newPage(), reports, bodies };
}

/** Waits until the reporter has loaded web-vitals (it comes after the page's load, when idle). */
async function reporterReady(page: Page) {
  await page.waitForResponse(
    async (response) =>
      response.url().includes('/_next/static/chunks/') &&
      (await response.text()).includes('largest-contentful-paint'),
    { timeout: 20_000 },
  );
}

/** The head's count of reports of content pages on tablets over the last day (0: no row). */
async function tabletContentViews(head: Page): Promise<number> {
  await head.goto('/manager/web-vitals/');
  await expect(
    head.getByRole('heading', { level: 1, name: 'Скорость сайта у посетителей' }),
  ).toBeVisible();
  const day = head.getByRole('region', { name: 'За сутки' });
  if ((await day.count()) === 0) return 0;
  const row = day.getByRole('row', { name: /Контентные страницы Планшет/ });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').first().innerText()).replace(/\D/g, ''));
}

test('a page view sends one report when it is left, and the head sees it', async ({ browser }) => {
  const head = await browser.newPage();
  await logInAsStaff(head, 'head@selvedge.local');
  const before = await tabletContentViews(head);

  const visitor = await sampledVisitor(browser);
  const loaded = reporterReady(visitor.page);
  await visitor.page.goto('/contacts/');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
  await loaded;
  // Hidden and shown again (another tab), then hidden again and left: one report, the first time.
  const hide = (state: 'hidden' | 'visible') =>
    visitor.page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await hide('hidden');
  await expect.poll(() => visitor.reports.length).toBe(1);
  await hide('visible');
  await hide('hidden');
  await visitor.page.goto('about:blank');
  await visitor.page.waitForTimeout(500);
  expect(visitor.reports).toHaveLength(1);

  expect(await visitor.reports[0]).toBe(204);
  expect(visitor.bodies).toHaveLength(1);
  const body = visitor.bodies[0] as { page: string; device: string; metrics: { name: string }[] };
  // Nothing about the visitor: the page type, the device class and the figures.
  expect(Object.keys(body).sort()).toEqual(['device', 'metrics', 'page']);
  expect(body.page).toBe('content');
  expect(body.device).toBe('tablet');
  const names = body.metrics.map((metric) => metric.name);
  expect(names).toContain('TTFB');
  expect(new Set(names).size).toBe(names.length);
  await visitor.context.close();

  await expect.poll(() => tabletContentViews(head)).toBe(before + 1);
  const row = head
    .getByRole('region', { name: 'За сутки' })
    .getByRole('row', { name: /Контентные страницы Планшет/ });
  await expect(row).toContainText(/хорошо|требует улучшения|плохо/);
  await head.close();
});

test('a visitor who asks to save data sends nothing', async ({ browser }) => {
  const visitor = await sampledVisitor(browser);
  await visitor.context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });
  await visitor.page.goto('/contacts/');
  await expect(visitor.page.getByRole('region', { name: 'Уведомления' })).toBeAttached({
    timeout: 20_000,
  });
  await visitor.page.goto('about:blank');
  await visitor.page.waitForTimeout(500);
  expect(visitor.reports).toHaveLength(0);
  await visitor.context.close();
});

test('a manager who is not the head is refused the figures', async ({ browser }) => {
  const manager = await browser.newPage();
  await logInAsStaff(manager, 'manager.msk@selvedge.local');
  await manager.goto('/manager/web-vitals/');
  await expect(
    manager.getByRole('heading', { name: 'Раздел доступен только руководителю' }),
  ).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Скорость сайта' })).toHaveCount(0);
  await manager.close();
});
