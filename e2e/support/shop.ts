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
