import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';

/**
 * Issue #34 item 14: on a phone the product's image viewer let the page show through (the
 * header's icons and text under '1 из 1' and the toolbar), and Back with the viewer open left the
 * product. The viewer is opaque, over the header, the whole screen; Back closes it and stays on
 * the product; closed by its button it leaves no history behind. At 1440 and, @mobile, 360 px.
 */

const products = (page: Page) => page.getByRole('list', { name: 'Товары' });
const viewerOf = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Увеличить' }) });

/** The listing, then a product from it: the history Back would go through. */
async function openProduct(page: Page): Promise<{ listing: string; product: string }> {
  await page.goto('/catalog/kulirka/');
  const listing = page.url();
  const href = await products(page)
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { listing, product: page.url() };
}

/** Centres of what the page shows where the viewer's bars are: the header's controls, the h1. */
async function pagePoints(page: Page): Promise<{ x: number; y: number; what: string }[]> {
  return page.evaluate(() => {
    const points: { x: number; y: number; what: string }[] = [];
    const targets = [
      ...Array.from(document.querySelectorAll('header a, header button')),
      ...Array.from(document.querySelectorAll('h1')),
    ];
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      const visible =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        getComputedStyle(element).visibility !== 'hidden';
      if (!visible) continue;
      points.push({
        x: Math.min(window.innerWidth - 1, Math.max(0, box.left + box.width / 2)),
        y: Math.min(window.innerHeight - 1, Math.max(0, box.top + box.height / 2)),
        what: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
      });
    }
    return points;
  });
}

for (const variant of ['', ' @mobile']) {
  test.describe(`the product's image viewer${variant}`, () => {
    test(`covers the page and the header, opaque${variant}`, async ({ page }) => {
      await openProduct(page);
      const points = await pagePoints(page);
      // The header's icons at least: the logo, the cart, the profile, the burger or the search.
      expect(points.length).toBeGreaterThan(2);
      // The viewer is the script's (before it, the browser's own dialog opens: first-tap.spec).
      const viewer = await openWith(
        await hydrated(page.getByRole('button', { name: 'Открыть фото 1' })),
        viewerOf(page),
      );
      await expect(viewer.getByRole('status')).toHaveText(/^\d+ из \d+$/);

      // The whole screen.
      const box = (await viewer.boundingBox())!;
      const size = page.viewportSize()!;
      expect(box.x).toBeLessThanOrEqual(0);
      expect(box.y).toBeLessThanOrEqual(0);
      expect(box.x + box.width).toBeGreaterThanOrEqual(size.width);
      expect(box.y + box.height).toBeGreaterThanOrEqual(size.height);

      // Nothing of the page is on top where its header and heading were...
      const covered = await viewer.evaluate(
        (dialog, at) =>
          at.map(({ x, y, what }) => ({
            what,
            inViewer: dialog.contains(document.elementFromPoint(x, y)),
          })),
        points,
      );
      expect(covered.filter((point) => !point.inViewer).map((point) => point.what)).toEqual([]);

      // ...and nothing shows through: the backdrop is opaque, the viewer itself not faded.
      const paint = await viewer.evaluate((dialog) => {
        const style = getComputedStyle(dialog);
        return { background: style.backgroundColor, opacity: style.opacity };
      });
      expect(paint.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      expect(paint.opacity).toBe('1');
    });

    test(`Back closes the viewer and stays on the product${variant}`, async ({ page }) => {
      const { listing, product } = await openProduct(page);
      const opener = await hydrated(page.getByRole('button', { name: 'Открыть фото 1' }));
      const viewer = await openWith(opener, viewerOf(page));

      await page.goBack();
      await expect(viewer).toBeHidden();
      expect(page.url()).toBe(product);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Opened again and closed by its button: no entry of the viewer is left, so the next Back
      // goes to the listing at once.
      await opener.click();
      await expect(viewer).toBeVisible();
      await viewer.getByRole('button', { name: 'Закрыть' }).click();
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();
      // The button's close takes the viewer's entry out (a Back of its own): let it land.
      await expect
        .poll(() => page.evaluate(() => JSON.stringify(window.history.state)))
        .not.toContain('__overlay');
      expect(page.url()).toBe(product);
      await page.goBack();
      await expect(page).toHaveURL(listing);
      await expect(products(page)).toBeVisible();
    });
  });
}
