import { expect, test, type Page } from '@playwright/test';
import { outboxMails } from './support/outbox';
import { demoBuyers, registerBuyer } from './support/session';
import { productInStock } from './support/shop';

/*
 * Issue #37: a phone's first tap answers at once. The page's script files are held back (a phone
 * on a slow network, before its code has come): the controls below work by the browser alone
 * (a popover, a <details>, a GET form, links), and once the code comes it takes over the same
 * elements, so what the visitor did is kept and nothing is given twice.
 */

/** Holds every script file of the page until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  // Whether React has hydrated the page (the shell says so on window: lib/framework/late-scripts).
  await page.addInitScript(() => {
    window.addEventListener('selvedge:hydrated', () => {
      (window as { hydrated?: boolean }).hydrated = true;
    });
  });
  return release;
}

const hydrated = (page: Page) =>
  page.evaluate(() => (window as { hydrated?: boolean }).hydrated === true);

test.describe('the header on a phone, before its scripts @mobile', () => {
  test('the burger opens the menu, a submenu unfolds, and the menu stays open when the code comes', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/contacts/');
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await burger.tap();
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await expect(menu).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    // The page under the menu does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    await menu.getByText('Покупателям').tap();
    await expect(menu.getByRole('link', { name: 'Оплата и доставка' })).toBeVisible();

    // The code comes: the menu is the same, still open, not tapped a second time.
    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Оплата и доставка' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Закрыть меню' }).tap();
    await expect(menu).toBeHidden();
  });

  test('a link in the menu is followed and a search is sent without any script', async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto('/contacts/');
    await page.getByRole('button', { name: 'Открыть меню' }).tap();
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await menu.getByText('Покупателям').tap();
    await menu.getByRole('link', { name: 'Оплата и доставка' }).tap();
    await expect(page).toHaveURL(/\/buyers\/oplata_i_dostavka\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Открыть меню' }).tap();
    const search = page.locator('#mobile-menu').getByRole('searchbox', {
      name: 'Поиск по каталогу',
    });
    await search.fill('кулирка');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/\?search=%D0%BA/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Escape and a tap outside close the menu before any script', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/contacts/');
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await page.getByRole('button', { name: 'Открыть меню' }).tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Открыть меню' }).tap();
    await expect(menu).toBeVisible();
    // The logo's row of the header lies outside the panel.
    await page.getByRole('banner').tap({ position: { x: 150, y: 30 } });
    await expect(menu).toBeHidden();
  });
});

test.describe('the catalogue menu on a desktop, before its scripts', () => {
  test('opens from its button, leads to a section, and is gray once the code has come', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // A page whose header is transparent over its hero until the menu turns it gray.
    await page.goto('/about/');
    const trigger = page.getByRole('button', { name: 'Каталог', exact: true });
    const panel = page.getByRole('region', { name: 'Разделы каталога' });
    await trigger.click();
    await expect(panel).toBeVisible();
    // The button stays legible on the gray header: its text is not the colour of its pill.
    const [text, pill] = await trigger.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element).backgroundColor,
    ]);
    expect(text).not.toBe(pill);
    // Under the header (its line shared with the header's own), across the window.
    const box = (await panel.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(box.width).toBe(page.viewportSize()!.width);
    // The header is gray at once (CSS), before the code says so.
    const gray = await page
      .getByRole('banner')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    await trigger.click();
    await expect(panel).toBeHidden();
    const closed = await page
      .getByRole('banner')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(gray).not.toBe(closed);

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await trigger.click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'gray');
    await panel.getByRole('link', { name: /^Кулирка\s*\d+$/ }).click();
    await expect(page).toHaveURL(/\/catalog\/kulirka\/$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('the catalogue’s filter on a phone, before its scripts @mobile', () => {
  test('opens as a sheet, and “Показать” sends the choice: the server answers with the filter’s address', async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto('/catalog/kulirka/');
    const filter = page.getByRole('form', { name: 'Фильтр' });
    await expect(filter).toBeHidden();
    await page.getByRole('button', { name: 'Фильтр', exact: true }).tap();
    await expect(filter).toBeVisible();
    // A sheet from the bottom, across the screen; the page under it does not scroll.
    const box = (await filter.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    await filter.getByRole('checkbox', { name: /Рулон/ }).check();
    await filter.getByRole('textbox', { name: 'Плотность от' }).fill('200');
    await filter.getByRole('button', { name: /^Показать/ }).tap();
    await expect(page).toHaveURL(
      /\/catalog\/kulirka\/\?smartFilter=density-from-200%2Fpacking-is-roll%2F$/,
    );
    await expect(page.getByRole('button', { name: 'Фильтр, выбрано: 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Фильтр, выбрано: 2' }).tap();
    await expect(filter.getByRole('checkbox', { name: /Рулон/ })).toBeChecked();

    // "Сбросить" is the listing without a filter; the cross closes the sheet.
    await expect(filter.getByRole('link', { name: 'Сбросить' })).toHaveAttribute(
      'href',
      '/catalog/kulirka/',
    );
    await filter.getByRole('button', { name: 'Закрыть фильтр' }).tap();
    await expect(filter).toBeHidden();
  });

  test('a sheet opened before the code came stays open when it comes, and a box ticked then applies at once', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/catalog/kulirka/');
    const filter = page.getByRole('form', { name: 'Фильтр' });
    await page.getByRole('button', { name: 'Фильтр', exact: true }).tap();
    await expect(filter).toBeVisible();

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    // The panel's own code takes the sheet over (the island swaps once idle): still open.
    await expect(page.locator('[data-island="live"] #catalog-filter')).toBeAttached({
      timeout: 20_000,
    });
    await expect(filter).toBeVisible();
    await filter.getByRole('checkbox', { name: /Рулон/ }).check();
    await expect(page).toHaveURL(/smartFilter=packing-is-roll%2F/);
    await expect(filter).toBeVisible();
    await expect(page.getByRole('button', { name: 'Фильтр, выбрано: 1' })).toBeAttached();
  });
});

/** A product's page, found through the API as a visitor would reach it from the listing. */
async function productPath(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/catalog/getList/?perPage=1');
  const { data } = (await list.json()) as {
    data: { catalog_list: { elements: { detail_url: string }[] } };
  };
  return data.catalog_list.elements[0]!.detail_url;
}

/** Each test's own client address: the forms' rate limit counts per address. */
let client = 0;
const ownAddress = (page: Page) =>
  page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.137.${++client}.${Date.now() % 250}` });

test.describe('a product’s requests on a phone, before its scripts @mobile', () => {
  test('«Задать вопрос» opens at the first tap, and the question is sent without any script', async ({
    page,
  }) => {
    await ownAddress(page);
    await holdScripts(page);
    const product = await productPath(page);
    await page.goto(product);
    const before = (await outboxMails()).length;

    await page.getByRole('button', { name: 'Задать вопрос' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Задать вопрос' });
    await expect(dialog).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    // Filled as a person does: the phone as Russians write it, e-mail left empty.
    await dialog.getByLabel('ФИО').fill('Петрова Анна');
    await dialog.getByLabel('Телефон').fill('8 912 345 67 89');
    await dialog.getByLabel('Склад').selectOption({ label: 'Склад Иваново' });
    await dialog.getByLabel('Комментарий').fill('Есть ли 200 кг в рулонах?');
    await expect(dialog.getByLabel('Полотно')).not.toHaveValue('');
    await dialog.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await dialog.getByRole('button', { name: 'Отправить заявку' }).tap();

    // The server answers with a page: sent, and the way back to the product.
    await expect(page).toHaveURL(/\/forms\/question\/\?sent=1&back=/);
    await expect(page.getByRole('status')).toContainText('Заявка отправлена');
    await expect(page.getByRole('link', { name: 'Вернуться к полотну' })).toHaveAttribute(
      'href',
      product,
    );
    await expect.poll(async () => (await outboxMails()).length).toBeGreaterThan(before);
    const mails = (await outboxMails()).slice(before);
    expect(mails.some((mail) => mail.text.includes('Есть ли 200 кг в рулонах?'))).toBe(true);
    expect(mails.some((mail) => mail.text.includes('+7 (912) 345-67-89'))).toBe(true);
    // A reload asks for the page again, not the post (its scripts are still held: no 'load').
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toContainText('Заявка отправлена');
    expect((await outboxMails()).length).toBe(before + mails.length);
  });

  test('«Отправить заявку» tapped twice without a script sends one request', async ({ page }) => {
    await ownAddress(page);
    await holdScripts(page);
    await page.goto(await productPath(page));
    await page.getByRole('button', { name: 'Задать вопрос' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Задать вопрос' });
    const comment = `Нужны ли образцы? ${Date.now()}`;
    await dialog.getByLabel('ФИО').fill('Петрова Анна');
    await dialog.getByLabel('Телефон').fill('+7 912 345-67-89');
    await dialog.getByLabel('Склад').selectOption({ label: 'Склад Иваново' });
    await dialog.getByLabel('Комментарий').fill(comment);
    await dialog.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    // A phone's slow answer: the first post reaches the shop, its page is slow to come back.
    let posted = 0;
    await page.route('**/forms/question/send/**', async (route) => {
      // The shop's own answer (its 303) goes to the browser, not where it leads.
      const response = await route.fetch({ maxRedirects: 0 });
      posted += 1;
      if (posted === 1) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response }).catch(() => {});
    });
    // Nothing disables the button without a script: the impatient second tap posts again. Raw
    // touches, as a finger gives them: a locator's tap would wait for the first post's page.
    const send = dialog.getByRole('button', { name: 'Отправить заявку' });
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => posted).toBe(1);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    await expect(page).toHaveURL(/\/forms\/question\/\?sent=1/);
    await expect(page.getByRole('status')).toContainText('Заявка отправлена');
    expect(posted, 'the shop was posted the form twice').toBe(2);
    const about = async () =>
      (await outboxMails()).filter((mail) => mail.text.includes(comment)).length;
    await expect.poll(about).toBeGreaterThan(0);
    expect(await about()).toBe(1);
  });

  test('a sample request the server refuses comes back with what was typed and why', async ({
    page,
  }) => {
    await ownAddress(page);
    await holdScripts(page);
    await page.goto(await productPath(page));
    await page.getByRole('button', { name: 'Заказать образец' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Заказать образцы' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('ФИО').fill('Петрова Анна');
    await dialog.getByLabel('Телефон').fill('12-34');
    await dialog.getByLabel('Склад').selectOption({ label: 'Склад Москва' });
    await dialog.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await dialog.getByRole('button', { name: 'Отправить заявку' }).tap();

    await expect(page).toHaveURL(/\/forms\/sample\/\?draft=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заказать образцы');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('ФИО')).toHaveValue('Петрова Анна');
    await expect(page.getByLabel('Телефон')).toHaveValue('12-34');
    await expect(page.getByLabel('Телефон')).toHaveAccessibleDescription(/номер телефона/i);
    await expect(page.getByLabel('Склад')).toHaveValue(/.+/);
  });

  test('a form begun before the code came is kept to the end; the next opening has the script’s form', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(await productPath(page));
    await page.getByRole('button', { name: 'Задать вопрос' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Задать вопрос' });
    await dialog.getByLabel('ФИО').fill('Петрова Анна');

    release();
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    // Idle after the load, the script's form has come: what was typed is not replaced.
    await page.waitForTimeout(1500);
    await expect(dialog.locator('[data-form-slot="plain"]')).toBeAttached();
    await expect(dialog.getByLabel('ФИО')).toHaveValue('Петрова Анна');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Задать вопрос' }).tap();
    await expect(dialog.locator('[data-form-slot="live"]')).toBeAttached();
    // The script's form: the button waits, and says for what.
    await expect(dialog.getByRole('button', { name: 'Отправить заявку' })).toBeDisabled();
  });
});

test.describe('the product’s photo before its scripts', () => {
  for (const variant of ['', ' @mobile']) {
    test(`opens full screen at the first tap, closes natively, and the viewer takes over${variant}`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(await productPath(page));
      await page.getByRole('button', { name: 'Открыть фото 1' }).click();
      const photos = page.locator('dialog#product-photos');
      await expect(photos).toBeVisible();
      const box = (await photos.boundingBox())!;
      const size = page.viewportSize()!;
      expect(box.width).toBeGreaterThanOrEqual(size.width - 1);
      expect(box.height).toBeGreaterThanOrEqual(size.height - 1);
      await expect(photos.getByRole('img').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(photos).toBeHidden();

      release();
      await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
      await page.getByRole('button', { name: 'Открыть фото 1' }).click();
      await expect(
        page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Увеличить' }) }),
      ).toBeVisible();
      await expect(photos).toBeHidden();
    });
  }
});

test.describe('the listing’s warehouse and sort before their scripts @mobile', () => {
  test('«Показать» sends the choice, from page 1 and with the filter kept', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/catalog/kulirka/?smartFilter=packing-is-roll%2F&PAGEN_1=2');
    await page.getByRole('combobox', { name: 'Склад' }).selectOption({ label: 'Склад Иваново' });
    await page
      .getByRole('combobox', { name: 'Сортировка' })
      .selectOption({ label: 'Сначала новинки' });
    await page.getByRole('button', { name: 'Показать', exact: true }).tap();
    await expect(page).toHaveURL(/stockCode=ivn/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sort')).toBe('new');
    expect(url.searchParams.get('smartFilter')).toBe('packing-is-roll/');
    expect(url.searchParams.has('PAGEN_1')).toBe(false);
    await expect(page.getByRole('combobox', { name: 'Склад' })).toHaveValue('ivn');
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('new');
  });
});

test.describe('a visitor’s cart button and heart before their scripts @mobile', () => {
  test('«Добавить в корзину» opens the login saying why, and logging in leads back with prices', async ({
    page,
  }) => {
    await ownAddress(page);
    await holdScripts(page);
    await page.goto('/catalog/kulirka/?sort=new');
    const card = page.getByRole('article').first();
    await expect(card.getByText('Зарегистрируйтесь, чтобы узнать цену')).toBeVisible();
    await card.getByRole('button', { name: /^Добавить в корзину/ }).tap();
    const login = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
    await expect(login).toBeVisible();
    await expect(login).toContainText('Войдите, чтобы добавить товар в корзину');
    expect(await hydrated(page)).toBe(false);

    await login.getByLabel('E-mail').fill(demoBuyers.individual.email);
    await login.getByLabel('Пароль').fill(demoBuyers.individual.password);
    await login.getByRole('button', { name: 'Войти' }).tap();
    // The same listing, the query kept, now the buyer's: with prices.
    await expect(page).toHaveURL(/\/catalog\/kulirka\/\?sort=new$/);
    await expect(page.getByRole('article').first().getByText(/₽/).first()).toBeVisible();
  });

  test('a wrong password on the heart’s login leads to the login page, the e-mail kept', async ({
    page,
  }) => {
    await ownAddress(page);
    await holdScripts(page);
    const product = await productPath(page);
    await page.goto(product);
    await page.getByRole('button', { name: 'Добавить в избранное' }).first().tap();
    const login = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
    await expect(login).toContainText('Войдите, чтобы добавить товар в избранное');
    await login.getByLabel('E-mail').fill(demoBuyers.individual.email);
    await login.getByLabel('Пароль').fill('Неверный1');
    await login.getByRole('button', { name: 'Войти' }).tap();

    await expect(page).toHaveURL(/\/login\/\?draft=/);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(demoBuyers.individual.email);
    await expect(page.getByLabel('Пароль')).toHaveValue('');
    await page.getByLabel('Пароль').fill(demoBuyers.individual.password);
    await page.getByRole('button', { name: 'Войти' }).tap();
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    await expect(page.getByText(/₽/).first()).toBeVisible();
  });
});

test.describe('«Быстрый просмотр» before its scripts @mobile', () => {
  test('leads to the whole product at the first tap; with the code, opens the quick view', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/catalog/kulirka/');
    const quick = page.getByRole('article').first().getByRole('link', { name: 'Быстрый просмотр' });
    const product = await quick.getAttribute('href');
    await quick.tap();
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    release();
    await page.goto('/catalog/kulirka/');
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    await page.getByRole('article').first().getByRole('link', { name: 'Быстрый просмотр' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/catalog/kulirka/');
  });
});

test.describe('a buyer’s own controls tapped before their scripts @mobile', () => {
  /** The buyer's cart line of a product, and the favourite ids, as the API has them. */
  const kgInCart = async (page: Page, productId: number) => {
    const basket = await page.request.get('/api/v1/basket/getBasket');
    const { data } = (await basket.json()) as {
      data: { cart: { product_id: number; quantity: number }[] };
    };
    return data.cart.find((line) => line.product_id === productId)?.quantity ?? 0;
  };
  const favouriteIds = async (page: Page) => {
    const ids = await page.request.get('/api/v1/personalAccountFavorites/getFavoritesId/');
    return ((await ids.json()) as { data: { ids: number[] } }).data.ids;
  };

  test('«Добавить в корзину», «+» and the heart, each tapped before the code, are each done once', async ({
    page,
  }) => {
    // Three loads of a buyer's page, each waiting for its code: slow on two busy cores.
    test.slow();
    await registerBuyer(page, 'firsttap');
    const product = await productInStock(page);
    const step = product.packing.stepKg;
    /** A fresh load of the product with its code held back: `tap`, then the code comes. */
    const tapBeforeCode = async (tap: () => Promise<void>) => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const release = await holdScripts(page);
      await page.goto(product.detail_url);
      await tap();
      release();
      await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    };

    await tapBeforeCode(() =>
      page.getByRole('button', { name: 'Добавить в корзину' }).first().tap(),
    );
    await expect(page.getByRole('button', { name: 'В корзине' }).first()).toBeVisible();
    await expect.poll(() => kgInCart(page, product.id)).toBe(step);

    await tapBeforeCode(() => page.getByRole('button', { name: 'Увеличить количество' }).tap());
    await expect(page.getByRole('textbox', { name: 'Количество, кг' })).toHaveValue(
      String(step * 2),
    );
    await expect.poll(() => kgInCart(page, product.id)).toBe(step * 2);

    await tapBeforeCode(() =>
      page.getByRole('button', { name: 'Добавить в избранное' }).first().tap(),
    );
    await expect.poll(() => favouriteIds(page)).toEqual([product.id]);
    // Nothing given twice: the counts stay where one tap each put them.
    await page.waitForTimeout(1_000);
    expect(await kgInCart(page, product.id)).toBe(step * 2);
    expect(await favouriteIds(page)).toEqual([product.id]);
  });
});
