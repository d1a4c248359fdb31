import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoBuyers, logIn } from './support/session';

/**
 * The wholesale tools of issue #21 in the browser: a quick order of ten pasted lines lands in
 * the cart, and an order paid by invoice offers its PDF on the success page and in the history.
 */
const buyer = demoBuyers.company;

interface Card {
  id: number;
  title: string;
  article?: string | null;
  color: string;
  packing: { stepKg: number };
  quantity: number;
}

async function emptyCart(page: Page) {
  const informer = await page.request.get('/api/v1/basket/basketInformer');
  const { data } = (await informer.json()) as { data: { ids: number[] } };
  if (data.ids.length > 0)
    await page.request.post('/api/v1/basket/deleteItemsFromBasket', {
      form: { product_id: data.ids.join(',') },
    });
}

/** Products in stock at the buyer's warehouse, with their article and colour. */
async function productsInStock(page: Page, count: number): Promise<Card[]> {
  const basket = await page.request.get('/api/v1/basket/getBasket');
  const { data } = (await basket.json()) as { data: { store: { xml: string } } };
  const list = await page.request.get(
    `/api/v1/catalog/getList?stockCode=${data.store.xml}&perPage=60`,
  );
  const body = (await list.json()) as { data: { catalog_list: { elements: Card[] } } };
  const cards = body.data.catalog_list.elements.filter(
    (card) => card.article && card.quantity >= card.packing.stepKg * 2,
  );
  expect(cards.length).toBeGreaterThanOrEqual(count);
  return cards.slice(0, count);
}

test.describe('wholesale tools', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, buyer);
    await emptyCart(page);
  });

  test('a quick order of ten pasted lines lands in the cart', async ({ page }) => {
    test.slow();
    const cards = await productsInStock(page, 10);
    await page.goto('/cart/');
    await page.getByRole('button', { name: 'Быстрый заказ' }).click();
    await page
      .getByLabel('Строки заказа')
      .fill(cards.map((c) => `${c.article} ${c.color} ${c.packing.stepKg}`).join('\n'));
    await page.getByRole('button', { name: 'Проверить' }).click();
    const preview = page.getByRole('region', { name: 'Что будет добавлено' });
    await expect(preview).toContainText('10 позиций');
    // The panel and its preview pass axe (serious and critical).
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await preview.getByRole('button', { name: 'Добавить 10 позиций' }).click();
    await expect(preview).toHaveCount(0);
    const summary = page.getByRole('complementary', { name: 'Ваш заказ' });
    await expect(summary).toContainText('10 позиций');
    for (const card of cards)
      await expect(page.getByRole('link', { name: card.title }).first()).toBeVisible();
  });

  test('an order paid by invoice offers its PDF on the success page and in the history', async ({
    page,
  }) => {
    const [card] = await productsInStock(page, 1);
    await page.request.post('/api/v1/basket/addItemsToBasket', {
      form: { product_id: card!.id, quantity: card!.packing.stepKg },
    });
    await page.goto('/checkout/');
    await expect(page.getByRole('group', { name: 'Получатель' })).toBeVisible();
    await page.getByRole('radio', { name: /Самовывоз со склада/ }).check();
    await page.getByRole('radio', { name: /Безналичный расчёт по счёту/ }).check();
    await page.getByRole('checkbox', { name: /Я даю согласие/ }).check();
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(page).toHaveURL(/\/checkout-success\/\?orderId=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    const link = page.getByRole('link', { name: 'Скачать счёт' });
    await expect(link).toHaveAttribute('href', `/api/v1/order/invoice?id=${orderId}`);
    const pdf = await page.request.get(`/api/v1/order/invoice?id=${orderId}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/user/history/');
    await expect(
      page.getByRole('link', { name: `Скачать счёт на оплату заказа № ${orderId} (PDF)` }),
    ).toBeVisible();
  });

  test("'Сообщить о поступлении' on a product the warehouse lacks, listed in the account", async ({
    page,
  }) => {
    const list = await page.request.get('/api/v1/catalog/getList?perPage=60');
    const body = (await list.json()) as {
      data: {
        catalog_list: {
          elements: (Card & { detail_url: string; user_store_amount?: number })[];
        };
      };
    };
    const lacking = body.data.catalog_list.elements.find(
      (card) => (card.user_store_amount ?? 0) < card.packing.stepKg,
    );
    expect(lacking).toBeDefined();
    await page.request.post('/api/v1/restock/unsubscribe', {
      form: { product_id: String(lacking!.id) },
    });
    await page.goto(lacking!.detail_url);
    const button = page.getByRole('button', { name: 'Сообщить о поступлении' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(
      page.getByText('Сообщим на e-mail, когда товар появится на вашем складе'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Сообщим о поступлении — отменить' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/user/history/');
    const notices = page.getByRole('region', { name: 'Сообщить о поступлении' });
    await expect(notices).toContainText(lacking!.title);
    await notices
      .getByRole('button', {
        name: `Не сообщать о поступлении «${lacking!.title}, ${lacking!.color}»`,
      })
      .click();
    await expect(notices).toHaveCount(0);
  });
});
