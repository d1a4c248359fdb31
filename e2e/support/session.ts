/**
 * Logged-in end-to-end tests: `await logIn(page, { email, password })` logs in through the API
 * from the page's own context, so the session cookies (httpOnly `tokens`, readable
 * `session_auth`) land in the browser exactly as after the login modal; then go on with
 * `page.goto(...)`. Seeded demo buyers: see `demoBuyers`.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Selvedge2026';
export const demoBuyers = {
  individual: { email: 'buyer@selvedge.local', password: DEMO_PASSWORD },
  company: { email: 'company@selvedge.local', password: DEMO_PASSWORD },
} as const;

export async function logIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/v1/user/login/', {
    form: { login: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === 'tokens' && c.httpOnly)).toBe(true);
}

export async function logOut(page: Page) {
  await page.request.get('/api/v1/user/logout/');
}

/** Whether the browser's session sees prices: the catalogue list carries them only for buyers. */
export async function seesPrices(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/v1/catalog/getList/?perPage=5');
  expect(response.ok()).toBe(true);
  return /"price"/.test(await response.text());
}
