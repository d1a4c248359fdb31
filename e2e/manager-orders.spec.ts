/**
 * Orders in the managers' workspace (issue #20): a buyer places an order; the Moscow manager
 * logs in at /manager/, opens Заказы, confirms, assembles and ships it; the buyer sees
 * «Отгружен» in the history with the list of changes. The pages read well at 1440 and 360 px
 * and axe finds nothing serious.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';
import { DEMO_PASSWORD, registerBuyer } from './support/session';
import { productInStock } from './support/shop';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A Moscow buyer's order placed through the API (the UI walk is the first test's). */
async function orderThroughApi(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerBuyer(page, 'mgrorders');
  const card = await productInStock(page);
  const added = await page.request.post('/api/v1/basket/addItemsToBasket', {
    form: { product_id: String(card.id), quantity: String(card.packing.stepKg) },
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await page.request.post('/api/v1/order/createOrder', {
    form: {
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      recipient_name: 'Проверочный Получатель',
      recipient_phone: '+7 (912) 345-67-89',
      delivery: 'pickup',
      payment: 'invoice',
      comment: 'Отгрузить до пятницы',
      consent: 'true',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const id = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  await context.close();
  return id;
}

test('a buyer orders; the Moscow manager confirms, assembles and ships it; the buyer sees «Отгружен»', async ({
  page,
  browser,
}) => {
  test.slow();
  // The buyer, in the warehouse the registration gives (the first: Moscow).
  await registerBuyer(page, 'shipped');
  const basket = await page.request.get('/api/v1/basket/getBasket');
  expect(((await basket.json()) as { data: { store: { xml: string } } }).data.store.xml).toBe(
    'msk',
  );
  const card = await productInStock(page);
  await page.goto(card.detail_url);
  await openWith(
    page.getByRole('button', { name: 'Добавить в корзину' }).first(),
    page.getByRole('button', { name: 'В корзине' }).first(),
  );
  await page.goto('/checkout/');
  await page.getByRole('checkbox', { name: /Я даю согласие/ }).check();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout-success\/\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // The manager, in a browser of their own.
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await staff.newPage();
  await desk.goto('/manager/');
  // The login form comes with the server's page: typed before hydration, the text would stay in
  // the fields while 'Войти' stayed disabled.
  const login = await hydrated(desk.getByLabel('E-mail'));
  await login.fill('manager.msk@selvedge.local');
  await desk.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await desk.getByRole('button', { name: 'Войти' }).click();
  await expect(desk.getByRole('heading', { name: 'Заявки' })).toBeVisible();
  await desk
    .getByRole('navigation', { name: 'Разделы рабочего места' })
    .getByRole('link', { name: 'Заказы' })
    .click();
  await expect(desk.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: `№${orderId}` });
  await expect(row).toContainText('Новый');
  await expect(row).toContainText('Покупатель Проверочный');
  await row.getByRole('link', { name: `№${orderId}` }).click();

  await expect(desk.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await expect(desk.getByRole('link', { name: card.title }).first()).toBeVisible();
  await expect(desk.getByText('Заказ оформлен')).toBeVisible();
  await desk.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(desk.getByText('Статус: «Новый» → «Подтверждён»')).toBeVisible();
  await desk.getByRole('button', { name: 'Начать комплектацию' }).click();
  await expect(desk.getByText('Статус: «Подтверждён» → «Комплектуется»')).toBeVisible();
  await desk.getByRole('button', { name: 'Отгрузить' }).click();
  await expect(desk.getByText('Статус: «Комплектуется» → «Отгружен»')).toBeVisible();
  // Shipped: no way to cancel any more, only the last step.
  await expect(desk.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Доставлен' })).toBeVisible();
  await staff.close();

  await page.goto('/user/history/');
  const order = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Заказ № ${orderId}(?!\\d)`) })
    .first();
  await expect(order.locator('[data-status]')).toHaveText('Отгружен');
  await expect(order.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await order.getByText('Состав заказа').click();
  const changes = order.getByRole('row');
  await expect(changes.filter({ hasText: 'Заказ оформлен' })).toHaveCount(1);
  await expect(changes.filter({ hasText: 'Подтверждён' })).toContainText('менеджер');
  await expect(changes.filter({ hasText: 'Отгружен' })).toContainText('менеджер');
});

test('a manager of another warehouse gets 404 for the order, on the page and in the API', async ({
  page,
  browser,
}) => {
  const id = await orderThroughApi(browser);
  const login = await page.request.post('/api/v1/manager/login/', {
    form: { login: 'manager.spb@selvedge.local', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const answer = await page.request.get(`/api/v1/manager/orders/${id}/`);
  expect(answer.status()).toBe(404);
  const response = await page.goto(`/manager/orders/${id}/`);
  expect(response?.status()).toBe(404);
});

for (const width of ['desktop', '@mobile']) {
  test(`the orders list and an order's card read well and pass axe; a cancel needs its reason (${width})`, async ({
    page,
    browser,
  }, info) => {
    test.slow();
    const id = await orderThroughApi(browser);
    const login = await page.request.post('/api/v1/manager/login/', {
      form: { login: 'head@selvedge.local', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);

    await page.goto('/manager/orders/?status=new');
    await expect(page.getByRole('link', { name: `№${id}` })).toBeVisible();
    expect(await seriousViolations(page), 'list').toEqual([]);
    expect(await overflow(page), 'the list overflows the viewport').toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath('orders-list.png'), fullPage: true });

    await page.getByRole('link', { name: `№${id}` }).click();
    await expect(page.getByRole('heading', { name: `Заказ №${id}` })).toBeVisible();
    await expect(page.getByText('Отгрузить до пятницы')).toBeVisible();
    expect(await seriousViolations(page), 'card').toEqual([]);
    expect(await overflow(page), 'the card overflows the viewport').toBeLessThanOrEqual(0);

    const cancel = page.getByRole('button', { name: 'Отменить заказ' });
    await expect(cancel).toBeDisabled();
    // The link above may have loaded the card afresh: typed before hydration, the reason would
    // stay in the field unheard and the button disabled.
    const reason = await hydrated(page.getByLabel('Причина отмены'));
    await reason.fill('Покупатель попросил отменить по телефону');
    await cancel.click();
    await expect(page.locator('header [data-status]')).toHaveText('Отменён');
    await expect(page.getByText('Причина: Покупатель попросил отменить по телефону')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('order-card.png'), fullPage: true });
    expect(await seriousViolations(page), 'cancelled card').toEqual([]);
  });
}
