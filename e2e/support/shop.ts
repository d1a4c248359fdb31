/** Catalogue helpers of the end-to-end tests that order something. */
import { expect, type Page } from '@playwright/test';

export interface Card {
  id: number;
  title: string;
  detail_url: string;
  packing: { stepKg: number };
  quantity: number;
}

/** A product the logged-in buyer's warehouse holds at least three packing steps of. */
export async function productInStock(page: Page): Promise<Card> {
  const basket = await page.request.get('/api/v1/basket/getBasket');
  const { data } = (await basket.json()) as { data: { store: { xml: string } } };
  const list = await page.request.get(
    `/api/v1/catalog/getList?stockCode=${data.store.xml}&perPage=30`,
  );
  const body = (await list.json()) as { data: { catalog_list: { elements: Card[] } } };
  const card = body.data.catalog_list.elements.find((c) => c.quantity >= c.packing.stepKg * 3);
  expect(card).toBeDefined();
  return card!;
}

/**
 * Places an order for the logged-in buyer through the API, the way the checkout does (one
 * packing step of a product in stock, pickup; paid by card unless said otherwise, 'invoice'
 * for one with an invoice): answers its number.
 */
export async function placeOrder(
  page: Page,
  { payment = 'card' }: { payment?: 'card' | 'cash' | 'invoice' } = {},
): Promise<number> {
  const card = await productInStock(page);
  const added = await page.request.post('/api/v1/basket/addItemsToBasket/', {
    form: { product_id: String(card.id), quantity: String(card.packing.stepKg) },
  });
  expect(added.status(), await added.text()).toBe(200);
  const created = await page.request.post('/api/v1/order/createOrder/', {
    form: {
      idempotency_key: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      recipient_kind: 'person',
      recipient_name: 'Покупатель Проверочный',
      recipient_phone: '+7 (912) 345-67-89',
      delivery: 'pickup',
      payment,
      consent: 'true',
      product_id: String(card.id),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: { orderId: number } }).data.orderId;
}

/** The numbers of the logged-in buyer's orders, newest first, as the orders list API has them. */
export async function orderNumbers(page: Page): Promise<number[]> {
  const list = await page.request.get('/api/v1/personalAccountOrders/getListOrders/?perPage=50');
  expect(list.status(), await list.text()).toBe(200);
  const { data } = (await list.json()) as { data: { orders: { id: number }[] } };
  return data.orders.map((order) => order.id);
}
