/**
 * Issue #34 item 17, the shop's own words and looks: what the home page and the footer say about
 * the catalogue is counted from it, the mobile menu leads to a page once, a field in focus is not
 * outlined in the error red, a phone's console has no unused preloads, and a buyer whose
 * warehouse lacks a fabric is offered the sample and the question once.
 */
import { expect, test } from '@playwright/test';
import { catalogueGroupsLine } from '../lib/content/catalogue-groups';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';
import { registerBuyer } from './support/session';

test.describe('the catalogue as the home page and the footer tell it (issue #34)', () => {
  test('the hero counts the groups it does not name; the footer lists every section', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const column = footer
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Все полотна' }) });
    const links = await column.getByRole('link').allTextContents();
    expect(links[0]).toBe('Все полотна');
    for (const title of ['Футер', 'Трикотаж', 'Кашкорсе', 'Велюр']) expect(links).toContain(title);
    // The seeded nine sections, or more while another test's 1C exchange has added one: the
    // hero names five and counts the rest of what the footer lists, from the same render.
    const sections = links.slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(9);
    await expect(page.getByText(catalogueGroupsLine(sections))).toBeVisible();
    if (sections.length === 9) {
      await expect(page.getByText('и ещё четыре группы полотен в наличии')).toBeVisible();
    }
  });
});

test.describe('the mobile menu @mobile', () => {
  test('“О компании” leads to /about/ once, not as a section link and again below it', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await openWith(page.getByRole('button', { name: /меню/ }), menu);
    // A submenu is a <details> (issue #37): its summary unfolds it.
    await menu.locator('summary', { hasText: 'О компании' }).click();
    await expect(menu.getByRole('link', { name: 'Производство' })).toBeVisible();
    await expect(menu.locator('a[href="/about/"]')).toHaveCount(1);
    await expect(menu.getByText(/Перейти в раздел «О компании»/)).toHaveCount(0);
  });
});

test.describe('fields in focus', () => {
  test('the header search on the results page is outlined in ink, not in the error red', async ({
    page,
  }) => {
    await page.goto('/search-result/?search=футер');
    // Once focused the field becomes the quick search's combobox: find it by its name attribute
    // (the header's own form; the burger's panel, in the header too, has one as well).
    const field = page.locator('form[data-variant="header"] input[name="search"]');
    await hydrated(field);
    await field.click();
    const ring = await field.evaluate((el) => getComputedStyle(el).outlineColor);
    expect(ring).not.toBe('rgb(192, 38, 45)');
    const pageField = page.getByRole('main').getByRole('searchbox');
    await pageField.click();
    expect(await pageField.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(
      'rgb(30, 29, 27)',
    );
  });
});

for (const [name, path] of [
  ['home', '/'],
  ['catalogue', '/catalog/'],
  ['product', null],
  ['results', '/search-result/?search=футер'],
] as const) {
  test(`@mobile the ${name} page preloads nothing it does not show: no image hint in a prefetch, no console warning`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    const hints: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text()))
        warnings.push(message.text());
    });
    page.on('response', async (response) => {
      if (!response.url().includes('_rsc=')) return;
      const body = await response.text().catch(() => '');
      hints.push(
        ...(body.match(/:HL\[[^\n]*"image"/g) ?? []).map(
          (h) => `${response.url()} ${h.slice(0, 120)}`,
        ),
      );
    });
    let address: string = path ?? '';
    if (!path) {
      const list = await page.request.get('/api/v1/catalog/getList?perPage=1');
      const body = (await list.json()) as {
        data: { catalog_list: { elements: { detail_url: string }[] } };
      };
      address = body.data.catalog_list.elements[0]!.detail_url;
    }
    await page.goto(address, { waitUntil: 'networkidle' });
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3_500);
    expect(hints).toEqual([]);
    expect(warnings).toEqual([]);
  });
}

test.describe('a fabric the buyer’s warehouse lacks', () => {
  test('the sample and the question are offered once, next to why', async ({ page }) => {
    await registerBuyer(page, 'lacking');
    const basket = await page.request.get('/api/v1/basket/getBasket');
    const store = ((await basket.json()) as { data: { store: { xml: string } } }).data.store.xml;
    let lacking: { detail_url: string } | undefined;
    for (let n = 1; n <= 10 && !lacking; n += 1) {
      const list = await page.request.get(`/api/v1/catalog/getList?perPage=60&PAGEN_1=${n}`);
      const body = (await list.json()) as {
        data: {
          catalog_list: {
            elements: { detail_url: string; quantity: number; packing: { stepKg: number } }[];
          };
        };
      };
      lacking = body.data.catalog_list.elements.find((c) => c.quantity < c.packing.stepKg);
    }
    expect(lacking, `no product short at ${store}`).toBeDefined();
    await page.goto(lacking!.detail_url);
    const note = page.getByRole('note').filter({ hasText: 'Закажите образец или задайте вопрос' });
    await expect(note).toBeVisible();
    await expect(note.getByRole('button', { name: 'Заказать образец' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Заказать образец' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Задать вопрос' })).toHaveCount(1);
  });
});
