import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';
import { registerBuyer } from './support/session';

/**
 * Issue #34 item 7: the empty favourites page says 'Отмечайте полотна сердечком в каталоге', so
 * the catalogue's cards and the quick view carry the heart (storefront.md §4 "Favourites", §6:
 * favourites need login). Walked at 1440 and, tagged @mobile, at 360 px.
 */

const ADD = 'Добавить в избранное';
const REMOVE = 'Убрать из избранного';

const products = (page: Page) => page.getByRole('list', { name: 'Товары' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход в личный кабинет' });

/** The first card of the listing and the address of its product, which names it from now on. */
async function firstCard(page: Page): Promise<{ href: string; card: () => Locator }> {
  const href = await products(page)
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  expect(href).toBeTruthy();
  const card = () =>
    products(page)
      .getByRole('article')
      .filter({ has: page.locator(`h3 a[href="${href}"]`) })
      .first();
  return { href: href!, card };
}

/** Boxes that share no point. */
const apart = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

for (const variant of ['', ' @mobile']) {
  test.describe(`the heart on catalogue cards${variant}`, () => {
    test(`a buyer hearts a card, finds it in the favourites, takes it out from the quick view${variant}`, async ({
      page,
    }) => {
      // Six page loads and three favourite changes, on two shared cores.
      test.slow();
      await registerBuyer(page, 'hearts');
      await page.goto('/catalog/');
      const { href, card } = await firstCard(page);

      // The heart is on the photo's corner, a finger's size, clear of the title's link.
      const heart = await hydrated(card().getByRole('button', { name: ADD }));
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const heartBox = (await heart.boundingBox())!;
      expect(heartBox.width).toBeGreaterThanOrEqual(44);
      expect(heartBox.height).toBeGreaterThanOrEqual(44);
      const titleBox = (await card().getByRole('heading').getByRole('link').boundingBox())!;
      expect(apart(heartBox, titleBox), 'the heart does not cover the title').toBe(true);

      await heart.click();
      await expect(card().getByRole('button', { name: REMOVE })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // The catalogue is shared through the page cache: its HTML carries nobody's hearts.
      const html = await (await page.request.get('/catalog/')).text();
      expect(html).toContain(`aria-label="${ADD}"`);
      expect(html).not.toContain(`aria-label="${REMOVE}"`);

      await page.goto('/user/favourites/');
      await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();

      // Back on the listing the heart comes pressed from the buyer's favourites.
      await page.goto('/catalog/');
      await expect(card().getByRole('button', { name: REMOVE })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // The quick view's heart says the same, and takes the product out.
      const quickView = await openWith(
        await hydrated(card().getByRole('link', { name: 'Быстрый просмотр' })),
        page.getByRole('dialog'),
      );
      const inQuickView = quickView.getByRole('button', { name: REMOVE });
      await expect(inQuickView).toHaveAttribute('aria-pressed', 'true');
      await inQuickView.click();
      await expect(quickView.getByRole('button', { name: ADD })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.keyboard.press('Escape');
      await expect(quickView).toBeHidden();
      // The card behind it follows: one set of ids for every heart.
      await expect(card().getByRole('button', { name: ADD })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      await page.goto('/user/favourites/');
      await expect(page.getByText('В избранном пока ничего нет')).toBeVisible();
      await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
    });

    test(`a double click on a card's heart is one change${variant}`, async ({ page }) => {
      await registerBuyer(page, 'hearts2');
      await page.goto('/catalog/');
      const { card } = await firstCard(page);
      const heart = await hydrated(card().getByRole('button', { name: ADD }));
      await heart.dblclick();
      await expect(card().getByRole('button', { name: REMOVE })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Had the second click been a second change, the product would be out again.
      await page.waitForTimeout(500);
      const ids = await page.request.get('/api/v1/personalAccountFavorites/getFavoritesId/');
      const { data } = (await ids.json()) as { data: { ids: number[] } };
      expect(data.ids).toHaveLength(1);
      await expect(card().getByRole('button', { name: REMOVE })).toBeVisible();
    });

    test(`a visitor's tap on a card's heart opens the login${variant}`, async ({ page }) => {
      await page.goto('/catalog/');
      const { card } = await firstCard(page);
      const heart = card().getByRole('button', { name: ADD });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      // A page from the cache hydrates after its load: a tap before that is tapped again.
      const login = await openWith(heart, loginDialog(page));
      await expect(login).toContainText('Войдите, чтобы добавить товар в избранное');
    });

    test(`a visitor's heart in the quick view closes it and opens the login${variant}`, async ({
      page,
    }) => {
      await page.goto('/catalog/');
      const { card } = await firstCard(page);
      const quickView = await openWith(
        await hydrated(card().getByRole('link', { name: 'Быстрый просмотр' })),
        page.getByRole('dialog'),
      );
      await quickView.getByRole('button', { name: ADD }).click();
      const login = loginDialog(page);
      await expect(login).toBeVisible();
      await expect(login).toContainText('Войдите, чтобы добавить товар в избранное');
      // The quick view went first: one modal at a time (storefront.md §6).
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });
  });
}
