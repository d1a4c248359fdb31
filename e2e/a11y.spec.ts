/**
 * Accessibility (issue #10): axe finds no serious or critical violation on the shop's pages and
 * modals, and the modals can be used by keyboard alone: focus goes in, Tab stays in, Escape
 * closes and focus comes back to the control that opened them.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';
import { demoBuyers } from './support/session';

/**
 * Each test is its own client address: the login and registration limits count per IP, and the
 * rest of the suite logs in from 127.0.0.1. A fresh network per run, so that runs against one
 * server within the hour do not add up to the registration limit.
 */
const network = `10.${30 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
async function asClient(page: Page, host: number) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `${network}.${host}` });
}

async function logInAs(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/v1/user/login/', {
    form: { login: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A fresh private buyer, logged in, with one product in the cart. */
async function newBuyerWithCart(page: Page) {
  const email = `a11y.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ru`;
  const registered = await page.request.post('/api/v1/user/registrationIndividual/', {
    form: {
      fio: 'Соколова Анна Петровна',
      personal_phone: '+7 (903) 222-33-44',
      email,
      password: 'Tkani2026',
      password2: 'Tkani2026',
      stock: '1',
      managerCheck: 'false',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const basket = await page.request.get('/api/v1/basket/getBasket/');
  const { data } = (await basket.json()) as { data: { store: { xml: string } } };
  const list = await page.request.get(
    `/api/v1/catalog/getList/?stockCode=${data.store.xml}&perPage=30`,
  );
  const body = (await list.json()) as {
    data: {
      catalog_list: { elements: { id: number; quantity: number; packing: { stepKg: number } }[] };
    };
  };
  const card = body.data.catalog_list.elements.find((c) => c.quantity >= c.packing.stepKg);
  expect(card).toBeDefined();
  const added = await page.request.post('/api/v1/basket/addItemsToBasket/', {
    form: { product_id: String(card!.id), quantity: String(card!.packing.stepKg) },
  });
  expect(added.status()).toBe(200);
}

async function productUrl(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/catalog/getList/?perPage=1');
  const { data } = (await list.json()) as {
    data: { catalog_list: { elements: { detail_url: string }[] } };
  };
  return data.catalog_list.elements[0]!.detail_url;
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход в личный кабинет' });
const loginOpener = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Войти в личный кабинет' });

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Tab `times` times (Shift+Tab when `back`), checking after each press that focus stayed in. */
async function expectTabStaysInDialog(page: Page, times: number, back = false) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusInDialog(page), `after ${i + 1} × ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
  }
}

test.describe('accessibility', () => {
  // Several pages and an axe run each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('guest pages: home, catalogue, product, search results', async ({ page }) => {
    const product = await productUrl(page);
    for (const url of ['/', '/catalog/', product, '/search-result/?search=футер']) {
      await page.goto(url);
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });

  test('the login and registration modals', async ({ page }) => {
    await page.goto('/catalog/');
    await loginOpener(page).click();
    await expect(loginDialog(page)).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]'), 'login').toEqual([]);
    // With the messages of a wrong entry shown.
    await loginDialog(page).getByLabel('E-mail').fill('buyer');
    await loginDialog(page).getByLabel('Пароль').focus();
    expect(await seriousViolations(page, '[role="dialog"]'), 'login with errors').toEqual([]);
    // Closed, so that the remembered modal (the active-modal cookie) does not reopen it.
    await page.keyboard.press('Escape');

    for (const [button, title] of [
      ['Для физ.лиц', 'Регистрация для физ.лиц'],
      ['Для компаний', 'Регистрация для компаний'],
    ] as const) {
      await page.goto('/catalog/');
      await loginOpener(page).click();
      await loginDialog(page).getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]'), button).toEqual([]);
      await expectTabStaysInDialog(page, 12);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a modal is used by keyboard alone: focus goes in, Tab stays in, Escape gives it back', async ({
    page,
  }) => {
    await asClient(page, 1);
    await page.goto('/catalog/');
    // Before hydration Enter would follow the link to /user/ (and home, the modal reopened there
    // with the focus nowhere to go back to) instead of opening it here.
    const opener = await hydrated(loginOpener(page));
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(loginDialog(page)).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    await expectTabStaysInDialog(page, 15);
    await expectTabStaysInDialog(page, 15, true);
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    // Logging in by keyboard: type, Tab, type, Enter.
    await page.keyboard.press('Enter');
    await expect(loginDialog(page)).toBeVisible();
    await loginDialog(page).getByLabel('E-mail').focus();
    await page.keyboard.type(demoBuyers.individual.email);
    await loginDialog(page).getByLabel('Пароль').focus();
    await page.keyboard.type(demoBuyers.individual.password);
    await page.keyboard.press('Enter');
    const welcome = page.getByRole('dialog', { name: 'Вы успешно вошли в систему!' });
    await expect(welcome).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    expect(await seriousViolations(page, '[role="dialog"]'), 'welcome').toEqual([]);
  });

  test('the skip link takes keyboard users past the header to the content', async ({ page }) => {
    await page.goto('/catalog/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('main, #main, #content'))),
    ).toBe(true);
  });

  test('a buyer: cart, checkout and the account pages', async ({ page }) => {
    await asClient(page, 2);
    await newBuyerWithCart(page);
    for (const url of ['/cart/', '/checkout/', '/user/', '/user/history/', '/user/favourites/']) {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });

  test('a company buyer: company data and the manager page', async ({ page }) => {
    await asClient(page, 3);
    await logInAs(page, demoBuyers.company);
    for (const url of ['/user/company/', '/user/manager/']) {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });
});

test.describe('accessibility on a phone @mobile', () => {
  test.describe.configure({ timeout: 120_000 });

  test('home, catalogue and product at 360 px, and the open mobile menu', async ({ page }) => {
    const product = await productUrl(page);
    for (const url of ['/', '/catalog/', product]) {
      await page.goto(url);
      expect(await seriousViolations(page), url).toEqual([]);
    }
    const opener = page.getByRole('button', { name: /меню/ });
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await openWith(opener, menu);
    expect(await seriousViolations(page), 'mobile menu').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
