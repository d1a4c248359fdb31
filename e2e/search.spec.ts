import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { seriousViolations } from './support/axe';
import { openWith } from './support/open';

/** Screenshots for a person to look at, when SEARCH_SCREENSHOTS is set. */
async function shot(page: Page, name: string) {
  if (process.env.SEARCH_SCREENSHOTS) {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screens/search-${name}.png` });
  }
}

const results = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('search', () => {
  test('the header field suggests before and while typing, and Enter opens the results', async ({
    page,
  }) => {
    await page.goto('/catalog/');
    // Focused before hydration, the field would stay a plain search box: React never hears of
    // that focus, and clicking a field that has the focus already does not focus it again.
    const field = await hydrated(
      page.getByRole('banner').getByRole('searchbox', { name: 'Поиск по каталогу' }),
    );
    await field.click();
    // Before typing: often searched queries and collections.
    const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Коллекции' })).toBeVisible();

    await combobox.fill('футер');
    const products = page.getByRole('group', { name: 'Товары' });
    await expect(products.getByRole('option').first()).toBeVisible();
    await expect(products.getByRole('option')).toHaveCount(4);
    await expect(products.locator('mark').first()).toHaveText(/футер/i);
    await expect(page.getByRole('group', { name: 'Разделы и коллекции' })).toBeVisible();
    await shot(page, 'panel-1440');

    // The arrow keys move through the options; focus stays in the field.
    await combobox.press('ArrowDown');
    const activeId = await combobox.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await combobox.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    // Enter without a chosen option sends the form to the results page.
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/\?search=%D1%84%D1%83%D1%82%D0%B5%D1%80$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска');
    await expect(results(page)).toHaveCount(15);
  });

  test('the results page shows 15, then appends 15 more with "Показать ещё" and Back returns', async ({
    page,
  }) => {
    const response = await page.goto('/search-result/?search=футер');
    expect(response?.status()).toBe(200);
    // Server-rendered: the first page is in the HTML itself.
    const html = await response!.text();
    expect(html).toContain('Найдено');
    expect(html).not.toContain('₽');

    await expect(page.getByText(/^Найдено \d+ товар/)).toBeVisible();
    await expect(results(page)).toHaveCount(15);
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    // A visitor sees no price, only the invitation to register.
    await expect(results(page).first()).toContainText('Зарегистрируйтесь, чтобы узнать цену');
    // The banner sits at position 4 of the grid.
    const cells = page.getByRole('main').locator('ul > li:has(article), ul > li:has(aside)');
    await expect(cells.nth(3).locator('aside')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Разделы и коллекции' })).toBeVisible();
    await shot(page, 'results-1440');

    await page.getByRole('link', { name: 'Показать ещё' }).click();
    await expect(results(page)).toHaveCount(30);
    await expect(page).toHaveURL(/PAGEN_1=2$/);
    await expect(page.getByRole('status').filter({ hasText: 'Показано 30 из' })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/PAGEN_1/);
    await expect(results(page)).toHaveCount(15);

    // Opened with PAGEN_1=2, the page renders both pages at once.
    await page.goto('/search-result/?search=футер&PAGEN_1=2');
    await expect(results(page)).toHaveCount(30);
  });

  test('axe finds no serious violation in the open panel nor on the results page', async ({
    page,
  }) => {
    // Two axe runs and a hydration: 20 s alone, over 30 s beside another worker on two cores.
    test.setTimeout(60_000);
    await page.goto('/search-result/?search=футер');
    await expect(results(page)).toHaveCount(15);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The page is fresh from the server: the field is focused once React has it (see above).
    const field = await hydrated(
      page.getByRole('banner').getByRole('searchbox', { name: 'Поиск по каталогу' }),
    );
    await field.click();
    const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
    await combobox.fill('кулирка');
    await expect(page.getByRole('group', { name: 'Товары' }).getByRole('option')).toHaveCount(4);
    await combobox.press('ArrowDown');
    expect(await seriousViolations(page, 'form[role="search"]')).toEqual([]);
  });

  test("a query that finds nothing says 'Ничего не нашлось'", async ({ page }) => {
    await page.goto('/search-result/?search=qqqzzzxxx');
    await expect(page.getByText('Ничего не нашлось')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Показать ещё' })).toHaveCount(0);

    // A new query from the page's own field replaces the result.
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Поиск по каталогу' });
    await expect(field).toHaveValue('qqqzzzxxx');
    await field.fill('флис');
    await field.press('Enter');
    await expect(page).toHaveURL(/\?search=%D1%84%D0%BB%D0%B8%D1%81$/);
    await expect(results(page)).toHaveCount(15);
    await expect(page.getByText('Ничего не нашлось')).toHaveCount(0);
    await expect(results(page).first().locator('mark').first()).toHaveText(/флис/i);
  });

  test('@mobile searching through the mobile menu at 360 px', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('[data-variant="menu"]');
    // A tap before hydration is tapped again.
    await openWith(
      page.getByRole('button', { name: 'Открыть меню' }),
      menu.getByRole('searchbox', { name: 'Поиск по каталогу' }),
    );
    await menu.getByRole('searchbox', { name: 'Поиск по каталогу' }).click();
    const combobox = menu.getByRole('combobox', { name: 'Поиск по каталогу' });
    await combobox.fill('кулирка');
    await expect(page.getByRole('group', { name: 'Товары' }).getByRole('option')).toHaveCount(4);
    await shot(page, 'panel-360');
    await page.getByRole('option', { name: /^Все результаты/ }).click();
    await expect(page).toHaveURL(/\/search-result\/\?search=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска');
    await expect(results(page).first()).toBeVisible();
    await shot(page, 'results-360');
  });
});
