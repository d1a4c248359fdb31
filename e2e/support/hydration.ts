import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over `target` (hydrated it, or rendered it in the browser), so
 * that its handlers answer, then returns it. For the first act on a page fresh from the server
 * where tapping again (openWith) cannot mend a first try that came too early:
 * - a link whose script replaces its navigation: before hydration it follows its href instead
 *   of doing nothing (the profile link goes to /user/ instead of opening the mini-profile);
 * - typing into a field whose value React keeps: text typed before hydration stays in the field,
 *   but React never hears of it, and the same text typed again is no change to React either;
 * - an act that must happen once or that a test is about (adding to the cart, a toggle, a status
 *   change, a slider's first step).
 * React marks every element it has hydrated or rendered with its props (a `__reactProps$…`
 * key); that mark is what is waited for, within openWith's time.
 */
export async function hydrated(target: Locator): Promise<Locator> {
  await expect(async () => {
    const taken = await target.evaluate(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      undefined,
      { timeout: 2000 },
    );
    expect(taken, 'React has hydrated the element').toBe(true);
  }).toPass({ timeout: 20_000 });
  return target;
}
