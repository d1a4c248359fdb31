/**
 * Issue #34 item 5: a 10,000-character paste into the search once ended on Chromium's "HTTP
 * ERROR 431". The fields take 100 characters and say so when a paste was longer; an address
 * with a longer query is cut with a note; an address too long for the server gets the shop's
 * own Russian page with a search field.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';

const NOTE = 'Запрос длиннее 100 символов — ищем по первым 100';
const pasted = `кулирка ${'пенье '.repeat(1700)}`.slice(0, 10_000);

/** Pastes through the clipboard, as a person's Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('a 10,000-character paste into the search (issue #34)', () => {
  test('the header field keeps 100 characters, says so, and the results page opens', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/catalog/');
    const field = await hydrated(
      page.getByRole('banner').getByRole('searchbox', { name: 'Поиск по каталогу' }),
    );
    await field.click();
    await paste(page, pasted);
    const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
    await expect(combobox).toHaveValue(pasted.slice(0, 100));
    await expect(page.getByRole('banner').getByText(NOTE)).toBeVisible();
    // The quick search looks the 100 characters up: an answer, not a refusal.
    await expect(page.getByRole('banner').getByRole('status')).toContainText(
      /Ничего не нашлось|Ищем…/,
    );

    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/\?search=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(
      pasted.slice(0, 100).trim(),
    );
    expect(errors).toEqual([]);
  });

  test('@mobile the mobile menu’s field keeps 100 characters and says so', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await openWith(page.getByRole('button', { name: /меню/ }), menu);
    // The menu's field sits above its navigation, in the same panel.
    const form = page.locator('form[data-variant="menu"]');
    const field = await hydrated(form.getByRole('searchbox', { name: 'Поиск по каталогу' }));
    await field.click();
    await paste(page, pasted);
    await expect(form.getByRole('combobox', { name: 'Поиск по каталогу' })).toHaveValue(
      pasted.slice(0, 100),
    );
    await expect(form.getByText(NOTE)).toBeVisible();
  });

  test('an address with a longer query shows the results of its first 100 characters, with the note', async ({
    page,
  }) => {
    const query = `футер ${'x'.repeat(400)}`;
    const response = await page.goto(`/search-result/?search=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByText(NOTE)).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(query.slice(0, 100));
  });

  test('an address longer than the server takes gets the shop’s Russian page, and its search works', async ({
    page,
  }) => {
    const response = await page.goto(`/search-result/?search=${encodeURIComponent(pasted)}`);
    expect(response?.status()).toBe(414);
    await expect(page).toHaveTitle('Слишком длинный адрес — Selvedge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Слишком длинный адрес');
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    const field = page.getByRole('searchbox', { name: 'Поиск по каталогу' });
    await field.fill('футер');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/\?search=%D1%84%D1%83%D1%82%D0%B5%D1%80$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});
