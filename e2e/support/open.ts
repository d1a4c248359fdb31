import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `trigger` until `target` shows, the way a shopper taps again when the first tap did
 * nothing: a click before hydration has no handler yet. A click that did land may show its
 * target slowly on a busy machine (a modal's form loads on demand), so a retry clicks only while
 * the target is still hidden: clicking a toggle again would close it, and clicking under an open
 * modal would wait on its overlay.
 */
export async function openWith(trigger: Locator, target: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click({ timeout: 2000 });
    await expect(target).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return target;
}
