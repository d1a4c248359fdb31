import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious and critical violations of WCAG 2.x A/AA (and axe's best practices), one line each,
 * on the whole page or within `include`. Judged once the page is settled: hydrated (the scripts
 * have run), the fonts in (contrast is measured on real text), and the document titled — after a
 * client-side navigation Next takes the old <title> out and puts the new one in a moment later
 * (measured: 9 ms without any), and axe must not judge that moment.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
