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

/**
 * A product request dialog with the script's form in it (features/forms/components/
 * request-form-slot.tsx). The dialog opens before the page's code; the script's form takes the
 * plain one's place once its code has come, unless the visitor has begun filling the plain one,
 * so a test of the script's form waits for it before typing.
 */
export async function withLiveForm(dialog: Locator): Promise<Locator> {
  await expect(dialog.locator('[data-form-slot="live"]')).toBeAttached({ timeout: 20_000 });
  return dialog;
}
