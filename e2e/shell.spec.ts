import { expect, test } from '@playwright/test';

test.describe('the shell', () => {
  test('home renders the header navigation and the footer from the API', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Каталог' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    // The rows come from getHeader: items with submenus are buttons, the rest links.
    for (const title of ['Пошив', 'Индивидуальный дизайн']) {
      await expect(nav.getByRole('link', { name: title })).toBeVisible();
    }
    for (const title of ['О компании', 'Покупателям', 'Карьера', 'Контакты']) {
      await expect(nav.getByRole('button', { name: title })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: /Политика конфиденциальности/ }).first(),
    ).toBeVisible();
    await expect(footer).toContainText('©');
  });

  test('the contacts item opens the factory and warehouse cards', async ({ page }) => {
    await page.goto('/catalog/');
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await nav.getByRole('button', { name: 'Контакты' }).click();
    const panel = page.getByRole('region', { name: 'Контакты' });
    await expect(panel.getByRole('heading', { name: 'Контакты фабрики и складов' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^\+7/ }).first()).toBeVisible();
    await expect(panel).toContainText('Иваново');
  });

  test('an unknown path shows the not-found screen with status 404, and "В каталог" leads to the catalogue', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/here/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Видимо такой страницы еще не существует' }),
    ).toBeVisible();
    // The illustration is decorative (empty alt), so it is found by its file, not its role.
    await expect(page.locator('main img[src*="not-found"]')).toBeVisible();
    await page.getByRole('link', { name: 'В каталог' }).click();
    await expect(page).toHaveURL(/\/catalog\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Каталог');
  });

  test('a path without a trailing slash is redirected to the slashed one', async ({
    page,
    request,
  }) => {
    const raw = await request.get('/about', { maxRedirects: 0 });
    expect(raw.status()).toBe(308);
    expect(raw.headers()['location']).toMatch(/\/about\/$/);
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/contacts\/$/);
  });

  test('files and API calls are not redirected', async ({ request }) => {
    for (const path of ['/api/v1/through_blocks/getHeader', '/api/v1/through_blocks/getHeader/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect((await response.json()).status).toBe('success');
    }
    const robots = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(robots.status()).not.toBe(308);
  });

  test('the user area without a session sends the visitor home and remembers the login modal', async ({
    page,
    context,
  }) => {
    await page.goto('/user/');
    await expect(page).toHaveURL(/\/$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'active-modal')?.value).toBe('login');
  });

  test('the transparent header of home turns light after scrolling', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-theme', 'transparent');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-theme', 'light');
  });

  test('the API reference page and OpenAPI document are served', async ({ request }) => {
    const doc = await request.get('/api/v1/openapi.json');
    expect(doc.status()).toBe(200);
    expect(Object.keys((await doc.json()).paths)).toContain('/api/v1/through_blocks/getHeader');
    const page = await request.get('/api/v1/docs/');
    expect(await page.text()).toContain('Selvedge /api/v1');
  });
});

test.describe('the shell on a phone @mobile', () => {
  test('the mobile menu opens with the navigation and closes on Escape', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Меню' });
    // A tap before hydration has no handler yet; the shopper would simply tap again.
    await expect(async () => {
      await page.getByRole('button', { name: /меню/ }).click();
      await expect(menu).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(menu.getByRole('button', { name: 'Покупателям' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Каталог', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('navigation', () => {
  test('every navigation starts at the top of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 480 });
    await page.goto('/catalog/', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'О компании' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('per-visit duties', () => {
  test('no analytics script is loaded without a counter id, and the viewport cookie is set', async ({
    page,
    context,
  }) => {
    const metrica: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('mc.yandex.ru')) metrica.push(request.url());
    });
    await page.goto('/catalog/');
    await expect(page.locator('script#yandex-metrica')).toHaveCount(0);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
      .toBe('desktop');
    const cookie = (await context.cookies()).find((c) => c.name === 'viewport')!;
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    expect(metrica).toEqual([]);
  });
});
