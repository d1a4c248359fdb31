import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { openWith } from './support/open';
import type { Card } from './support/shop';
import { registerBuyer } from './support/session';

/**
 * Issue #34 item 17, the cart and the checkout: 'Удалить выбранные' deleted at once (now an
 * undo), Back then Forward on /checkout/ lost the comment and the delivery (now kept in the tab),
 * and the INN said 'ИНН должен состоять из 10 или 12 цифр' while it was being typed (now when the
 * field is left). Each walk has its own new buyer, at 1440 and, tagged @mobile, at 360 px.
 */

/** Products in stock at the buyer's warehouse (three steps at least), with different titles. */
async function productsInStock(page: Page, count: number): Promise<Card[]> {
  const basket = await page.request.get('/api/v1/basket/getBasket');
  expect(basket.ok()).toBe(true);
  const { data } = (await basket.json()) as { data: { store: { xml: string } } };
  const list = await page.request.get(
    `/api/v1/catalog/getList?stockCode=${data.store.xml}&perPage=30`,
  );
  const body = (await list.json()) as { data: { catalog_list: { elements: Card[] } } };
  const cards: Card[] = [];
  for (const card of body.data.catalog_list.elements)
    if (card.quantity >= card.packing.stepKg * 3 && !cards.some((c) => c.title === card.title))
      cards.push(card);
  expect(cards.length).toBeGreaterThanOrEqual(count);
  return cards.slice(0, count);
}

/** Puts `kg` of a product in the cart as the product page's button does (the same call). */
async function addToCart(page: Page, card: Card, kg: number) {
  const added = await page.request.post('/api/v1/basket/addItemsToBasket', {
    form: { product_id: String(card.id), quantity: String(kg) },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** The cart's kilograms per product, as the API has them. */
async function cartKg(page: Page): Promise<Record<number, number>> {
  const basket = await page.request.get('/api/v1/basket/getBasket');
  const { data } = (await basket.json()) as {
    data: { cart: { product_id: number; quantity: number }[] };
  };
  return Object.fromEntries(data.cart.map((line) => [line.product_id, line.quantity]));
}

for (const variant of ['', ' @mobile']) {
  test.describe(`the cart and the checkout, second walk (issue #34)${variant}`, () => {
    test(`'Удалить выбранные' takes the chosen lines out and 'Вернуть' brings them back${variant}`, async ({
      page,
    }) => {
      await registerBuyer(page, 'undo');
      const [first, second, third] = await productsInStock(page, 3);
      await addToCart(page, first!, first!.packing.stepKg * 2);
      await addToCart(page, second!, second!.packing.stepKg);
      await addToCart(page, third!, third!.packing.stepKg);
      const before = await cartKg(page);

      await page.goto('/cart/');
      const summary = page.getByRole('complementary', { name: 'Ваш заказ' });
      await expect(summary).toContainText('3 позиции');
      await (
        await hydrated(page.getByRole('checkbox', { name: `Выбрать «${first!.title}»` }))
      ).check();
      await page.getByRole('checkbox', { name: `Выбрать «${second!.title}»` }).check();
      await page.getByRole('button', { name: 'Удалить выбранные' }).click();

      // The lines go at once, and the shop says so with a way back.
      await expect(page.getByText('Удалено 2 позиции')).toBeVisible();
      await expect(page.getByRole('link', { name: first!.title })).toHaveCount(0);
      await expect(page.getByRole('link', { name: second!.title })).toHaveCount(0);
      await expect(summary).toContainText('1 позиция');
      expect(Object.keys(await cartKg(page))).toEqual([String(third!.id)]);

      await page.getByRole('button', { name: 'Вернуть' }).click();
      // Back with their kilograms, in the page and in the cart itself.
      await expect(page.getByRole('link', { name: first!.title })).toBeVisible();
      await expect(page.getByRole('link', { name: second!.title })).toBeVisible();
      await expect(summary).toContainText('3 позиции');
      await expect(
        page.getByRole('textbox', { name: `Количество «${first!.title}», кг` }),
      ).toHaveValue(String(first!.packing.stepKg * 2));
      await expect(
        page.getByRole('textbox', { name: `Количество «${second!.title}», кг` }),
      ).toHaveValue(String(second!.packing.stepKg));
      expect(await cartKg(page)).toEqual(before);
      await expect(page.getByText('Удалено 2 позиции')).toHaveCount(0);
      // Nothing is checked any more: a second 'Удалить выбранные' would take nothing.
      await expect(page.getByRole('button', { name: 'Удалить выбранные' })).toBeDisabled();
    });

    test(`the comment and the delivery survive Back, Forward and a reload at the checkout${variant}`, async ({
      page,
    }) => {
      // Some eight page loads and history steps on two shared cores.
      test.slow();
      await registerBuyer(page, 'draft');
      const [card, later] = await productsInStock(page, 2);
      await addToCart(page, card!, card!.packing.stepKg);

      await page.goto('/cart/');
      await (
        await hydrated(
          page
            .getByRole('complementary', { name: 'Ваш заказ' })
            .getByRole('link', { name: 'Оформить заказ' }),
        )
      ).click();
      await expect(page).toHaveURL(/\/checkout\/$/);
      const comment = await hydrated(page.getByLabel(/Комментарий к заказу/));
      const city = page.getByRole('radio', { name: /Доставка по городу/ });
      const pickup = page.getByRole('radio', { name: /Самовывоз со склада/ });
      const address = page.getByLabel('Адрес доставки');

      // Delivery to the door, an address and a comment; the e-mail and the rest left as they are.
      await city.check();
      await address.fill('г. Москва, ул. Ткацкая, д. 1');
      await comment.pressSequentially('Позвоните за час', { delay: 30 });
      await page.goBack();
      await expect(page).toHaveURL(/\/cart\/$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/checkout\/$/);
      await expect(page.getByLabel(/Комментарий к заказу/)).toHaveValue('Позвоните за час');
      await expect(city).toBeChecked();
      await expect(address).toHaveValue('г. Москва, ул. Ткацкая, д. 1');

      // The buyer settles for pickup: that, too, is what comes back, and after a reload.
      await (await hydrated(pickup)).check();
      await expect(address).toHaveCount(0);
      await page.goBack();
      await page.goForward();
      await expect(pickup).toBeChecked();
      await expect(page.getByLabel(/Комментарий к заказу/)).toHaveValue('Позвоните за час');
      await page.reload();
      await expect(pickup).toBeChecked();
      await expect(page.getByLabel(/Комментарий к заказу/)).toHaveValue('Позвоните за час');
      // The consent is ticked by the buyer on the page that sends the order, every time.
      const consent = page.getByRole('checkbox', { name: /Я даю согласие/ });
      await expect(consent).not.toBeChecked();

      await (await hydrated(consent)).check();
      await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
      await expect(page).toHaveURL(/\/checkout-success\/\?orderId=\d+$/);

      // The next order starts clean: the placed one took its comment along.
      await addToCart(page, later!, later!.packing.stepKg);
      await page.goto('/checkout/');
      await expect(await hydrated(page.getByLabel(/Комментарий к заказу/))).toHaveValue('');
      await expect(pickup).toBeChecked();
    });

    test(`an INN typed slowly says nothing until the field is left${variant}`, async ({ page }) => {
      await registerBuyer(page, 'inn');
      await page.goto('/user/');
      const section = page.getByRole('region', { name: 'Получатели товара' });
      const form = await openWith(
        section.getByRole('button', { name: 'Добавить получателя' }),
        section.getByRole('form', { name: 'Новый получатель' }),
      );
      await form.getByText('Компания', { exact: true }).click();
      await expect(form.getByRole('radio', { name: 'Компания' })).toBeChecked();
      await form.getByLabel('ФИО или название').fill('ООО «Швейка»');
      await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially('4957778899');
      await form.getByLabel('Адрес доставки').fill('г. Иваново, ул. Ткацкая, д. 5');

      const inn = form.getByLabel('ИНН');
      const lengthError = form.getByText('ИНН должен состоять из 10 или 12 цифр');
      await inn.click();
      // Key by key, as a person reads it off a card: no red at any of the first nine digits.
      for (const digit of '770708389') {
        await page.keyboard.type(digit, { delay: 120 });
        await expect(lengthError).toHaveCount(0);
        await expect(inn).not.toHaveAttribute('aria-invalid', 'true');
      }
      // Interrupted before the last digit: leaving the field says what is missing.
      await page.keyboard.press('Tab');
      await expect(lengthError).toBeVisible();
      await expect(inn).toHaveAttribute('aria-invalid', 'true');
      // The last digit put in, the message goes; the KPP and the e-mail are left empty.
      await inn.click();
      await page.keyboard.press('End');
      await page.keyboard.type('3');
      await expect(lengthError).toHaveCount(0);
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await expect(section.getByRole('listitem', { name: 'ООО «Швейка»' })).toContainText(
        'ИНН 7707083893',
      );
    });
  });
}
