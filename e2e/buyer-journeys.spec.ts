/**
 * What a buyer tripped over (issue #17), walked the way a buyer walks: a fresh account per test,
 * optional fields left as the shop fills them, a modal left by navigating instead of its button.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openWith, withLiveForm } from './support/open';
import { orderNumbers, placeOrder, productInStock } from './support/shop';
import { DEMO_PASSWORD, logOut, registerBuyer } from './support/session';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход в личный кабинет' });

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('a buyer’s way in and out (issue #17)', () => {
  test('logs out on a desktop from the account menu; the confirmation’s two buttons look different', async ({
    page,
  }) => {
    // A registration, the account page, two dialogs and the home page: slow on two busy cores.
    test.slow();
    await registerBuyer(page, 'logout');
    await page.goto('/user/');
    // The header names who is logged in.
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: 'Личный кабинет: Покупатель Проверочный' }),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    const exit = menu.getByRole('button', { name: 'Выйти' });
    const confirm = await openWith(
      exit,
      page.getByRole('dialog', { name: 'Вы действительно хотите выйти?' }),
    );
    const leave = confirm.getByRole('button', { name: 'Выйти' });
    const stay = confirm.getByRole('button', { name: 'Остаться' });
    expect(await background(leave)).not.toBe(await background(stay));
    // Under the pointer too: the quiet button does not take the loud one's look.
    await stay.hover();
    expect(await background(leave)).not.toBe(await background(stay));
    await stay.click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/user\/$/);

    await openWith(exit, confirm);
    await leave.click();
    // Out, on the home page, and not greeted by the login modal just left.
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Войти в личный кабинет' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(loginDialog(page)).toHaveCount(0);
  });

  test('@mobile the account menu carries “Выйти” on a phone too', async ({ page }) => {
    await registerBuyer(page, 'logout-phone');
    await page.goto('/user/history/');
    const exit = page
      .getByRole('navigation', { name: 'Личный кабинет' })
      .getByRole('button', { name: 'Выйти' });
    await exit.scrollIntoViewIfNeeded();
    await openWith(exit, page.getByRole('dialog', { name: 'Вы действительно хотите выйти?' }));
  });

  test('after logging in from /cart/, the login modal never comes back', async ({ page }) => {
    test.slow();
    const buyer = await registerBuyer(page, 'comeback');
    await logOut(page);
    await page.goto('/cart/');
    // Sent home with the login modal, as the spec says; log in there.
    await expect(page).toHaveURL(/\/$/);
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail').fill(buyer.email);
    await dialog.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Вы успешно вошли в систему!' })).toBeVisible();
    // Not 'Продолжить': away by the address bar, then by a link.
    await page.goto('/catalog/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Корзина/ })
      .click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'active-modal')).toBeUndefined();
  });

  test('too many logins from one address: the form says how long to wait', async ({ page }) => {
    const address = `10.201.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    for (let i = 0; i < 30; i += 1) {
      await page.request.post('/api/v1/user/login/', {
        form: { login: `nobody${i}.${address}@example.ru`, password: 'Wrong2026' },
      });
    }
    await page.goto('/');
    const dialog = await openWith(
      page.getByRole('banner').getByRole('link', { name: 'Войти в личный кабинет' }),
      loginDialog(page),
    );
    await dialog.getByLabel('E-mail').fill('someone@example.ru');
    await dialog.getByLabel('Пароль').fill('Wrong2026');
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /^Слишком много попыток, попробуйте через \d+ минут[уы]?$/,
    );
  });
});

test.describe('checkout for pickup (issue #17)', () => {
  test('a new private buyer orders for pickup with what the shop filled in, and reads words in the history', async ({
    page,
  }) => {
    test.slow();
    await registerBuyer(page, 'pickup');
    const card = await productInStock(page);
    await page.goto(card.detail_url);
    await openWith(
      page.getByRole('button', { name: 'Добавить в корзину' }).first(),
      page.getByRole('button', { name: 'В корзине' }).first(),
    );
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Корзина/ })
      .click();
    await page
      .getByRole('complementary', { name: 'Ваш заказ' })
      .getByRole('link', { name: 'Оформить заказ' })
      .click();
    await expect(page).toHaveURL(/\/checkout\/$/);

    const confirm = page.getByRole('button', { name: 'Подтвердить заказ' });
    await expect(page.getByRole('radio', { name: /Самовывоз со склада/ })).toBeChecked();
    await expect(page.getByLabel('ФИО или название организации')).toHaveValue(
      'Покупатель Проверочный',
    );
    await expect(page.getByLabel('Адрес доставки')).toHaveCount(0);
    // Only the consent, never ticked in advance (152-FZ), holds the order back, and the line says so.
    await expect(confirm).toBeDisabled();
    await expect(
      page.getByText('Отметьте: согласие на обработку персональных данных'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /Я даю согласие/ }).check();
    await expect(confirm).toBeEnabled();

    // Delivery asks for an address, and the line by the button says so.
    await page.getByRole('radio', { name: /Доставка по городу/ }).check();
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('Заполните: Адрес доставки')).toBeVisible();
    // The disabled button looks it.
    await expect(confirm).toHaveCSS('cursor', 'not-allowed');

    await page.getByRole('radio', { name: /Самовывоз со склада/ }).check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page).toHaveURL(/\/checkout-success\/\?orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    await page.goto('/user/history/');
    const order = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`Заказ № ${orderId}(?!\\d)`) })
      .first();
    await expect(order).toContainText('Доставка: Самовывоз со склада');
    await expect(order).toContainText('Оплата: Безналичный расчёт по счёту');
    await expect(order).not.toContainText(/pickup|invoice|card|cash/);
  });
});

test.describe('an order once placed (issue #34)', () => {
  test('a reload right after “Подтвердить заказ” shows the order placed, and exactly one is placed', async ({
    page,
  }) => {
    test.slow();
    await registerBuyer(page, 'reload');
    const card = await productInStock(page);
    const added = await page.request.post('/api/v1/basket/addItemsToBasket/', {
      form: { product_id: String(card.id), quantity: String(card.packing.stepKg) },
    });
    expect(added.status()).toBe(200);
    await page.goto('/checkout/');
    await expect(page.getByRole('group', { name: 'Получатель' })).toBeVisible();
    await page.getByRole('radio', { name: /Самовывоз со склада/ }).check();
    await page.getByRole('checkbox', { name: /Я даю согласие/ }).check();

    // The press, then a reload as soon as the order is on its way: its answer never reaches the
    // page. The request goes on to the shop from the test's side (route.fetch), so the browser's
    // reload cannot cut it before the server has it, as a real network would not.
    let serverCall: Promise<unknown> = Promise.resolve();
    const onItsWay = new Promise<void>((resolve) => {
      void page.route(
        (url) => url.pathname.startsWith('/api/v1/order/createOrder'),
        (route) => {
          serverCall = route.fetch().catch(() => null);
          resolve();
        },
      );
    });
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await onItsWay;
    await page.reload();

    const main = page.getByRole('main');
    const placed = main.getByRole('heading', { name: /^Заказ № \d+ оформлен$/ });
    // The reopened checkout may wait for the order to commit (it asks for ~5 s).
    await expect(placed).toBeVisible({ timeout: 15_000 });
    const orderId = Number((await placed.textContent())!.match(/\d+/)![0]);
    await expect(main.getByRole('link', { name: 'История заказов' })).toHaveAttribute(
      'href',
      '/user/history/',
    );
    await expect(main.getByRole('link', { name: 'Подробнее о заказе' })).toHaveAttribute(
      'href',
      `/checkout-success/?orderId=${orderId}`,
    );
    await expect(page.getByText('В корзине нет товаров, которые есть на вашем складе')).toHaveCount(
      0,
    );
    await serverCall;
    expect(await orderNumbers(page)).toEqual([orderId]);

    // Away and Back, and /checkout/ opened again in the tab: still the order.
    await page.goto('/catalog/');
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(placed).toHaveText(`Заказ № ${orderId} оформлен`);
    await page.goto('/checkout/');
    await expect(placed).toHaveText(`Заказ № ${orderId} оформлен`);
    expect(await orderNumbers(page)).toEqual([orderId]);
  });

  test('/checkout-success/ shows an order only to its buyer: another buyer goes to the history, a visitor home', async ({
    page,
  }) => {
    test.slow();
    await registerBuyer(page, 'success-owner');
    const orderId = await placeOrder(page);
    await page.goto(`/checkout-success/?orderId=${orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Заказ № ${orderId} оформлен` }),
    ).toBeVisible();

    await logOut(page);
    await registerBuyer(page, 'success-other');
    for (const url of [`/checkout-success/?orderId=${orderId}`, '/checkout-success/']) {
      await page.goto(url);
      await expect(page, url).toHaveURL(/\/user\/history\/$/);
      await expect(page.getByText(`Заказ № ${orderId} оформлен`)).toHaveCount(0);
    }

    await logOut(page);
    for (const url of [`/checkout-success/?orderId=${orderId}`, '/checkout-success/']) {
      await page.goto(url);
      await expect(page, url).toHaveURL((address) => address.pathname === '/');
      await expect(page.getByText(/^Заказ (№ \d+ )?оформлен$/)).toHaveCount(0);
      await expect(
        page.getByText('Наш менеджер свяжется с вами в ближайшее время, чтобы подтвердить заказ.'),
      ).toHaveCount(0);
    }
  });
});

test.describe('from visitor to buyer (issue #17)', () => {
  test('the price prompt opens registration; a guarded action says why it asks to log in', async ({
    page,
  }) => {
    await page.goto('/catalog/', { waitUntil: 'networkidle' });
    const firstCard = page.getByRole('article').first();
    const choice = await openWith(
      firstCard.getByRole('button', { name: 'Зарегистрируйтесь, чтобы узнать цену' }),
      page.getByRole('dialog', { name: 'Регистрация' }),
    );
    await choice.getByRole('button', { name: 'Для компаний' }).click();
    const registration = page.getByRole('dialog', { name: 'Регистрация для компаний' });
    await expect(registration).toBeVisible();
    // An INN the directory does not know: fill the company in by hand.
    await registration.getByLabel('ИНН').fill('7707083893');
    await expect(
      registration.getByText('Компания не найдена — заполните данные вручную'),
    ).toBeVisible();
    await expect(registration.getByLabel('Название компании')).toBeEditable();
    await expect(registration.getByText(/^Заполните: .*Название компании/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(registration).toBeHidden();

    const login = await openWith(
      firstCard.getByRole('button', { name: /^Добавить в корзину/ }),
      loginDialog(page),
    );
    await expect(login).toContainText('Войдите, чтобы добавить товар в корзину');
  });

  test('a disabled form button looks disabled and the form says what it waits for', async ({
    page,
  }) => {
    await page.goto('/catalog/', { waitUntil: 'networkidle' });
    const href = await page
      .locator('main a[href^="/catalog/"][href$="/"]')
      .filter({ has: page.locator('img') })
      .first()
      .getAttribute('href');
    await page.goto(href!, { waitUntil: 'networkidle' });
    const dialog = await withLiveForm(
      await openWith(
        page.getByRole('button', { name: 'Заказать образец' }).first(),
        page.getByRole('dialog'),
      ),
    );
    const send = dialog.getByRole('button', { name: 'Отправить заявку' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveCSS('cursor', 'not-allowed');
    // Not the enabled look: the ink face of a primary button.
    expect(await background(send)).not.toBe('rgb(30, 29, 27)');
    // And the line by it names what is missing, the warehouse among it.
    await expect(send).toHaveAccessibleDescription(/^Заполните: .*Склад/);
  });
});
