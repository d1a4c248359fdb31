import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  basketInformerSchema,
  basketSchema,
  deliveryPaymentSchema,
} from '@/lib/api/contract/basket';
import { linearMetres } from '@/lib/catalog/linear-metres';
import { packingLimits, productPrices, products, stock } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

/** A product of the given packing with `amount` kg at the buyer's warehouse and a known price. */
async function productWithStock(
  api: TestApi,
  storeId: number,
  packing: 'roll' | 'pack' | 'stocking',
  amount: number,
  options: { price?: number; skip?: number } = {},
) {
  const db = api.handle.db;
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      width: products.width,
      density: products.density,
    })
    .from(products)
    .where(and(eq(products.packing, packing), eq(products.active, true)))
    .orderBy(products.id)
    .offset(options.skip ?? 0)
    .limit(1);
  if (!row) throw new Error(`no ${packing} product seeded`);
  await db
    .insert(stock)
    .values({ productId: row.id, storeId, amount })
    .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
  if (options.price !== undefined) {
    // The same price in every price type (issue #35): these sums hold for any buyer.
    await db.update(products).set({ price: options.price }).where(eq(products.id, row.id));
    await db
      .update(productPrices)
      .set({ price: options.price })
      .where(eq(productPrices.productId, row.id));
  }
  return row;
}

describe.each(backends())('cart calls on %s', (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;
  let steps: Record<string, number>;

  const post = (path: string, fields: Record<string, string>, who: TestBuyer = buyer) =>
    api.json<{ status: string; message?: string; data?: unknown; errors?: Record<string, string> }>(
      path,
      who.init(form(fields)),
    );
  const basket = async (who: TestBuyer = buyer) => {
    const { status, body } = await api.json('/basket/getBasket', who.init());
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(basketSchema).parse(body).data;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
    steps = Object.fromEntries(
      (await api.handle.db.select().from(packingLimits)).map((row) => [row.packing, row.stepKg]),
    );
  });
  afterAll(() => api.close());

  it('answers 401 in Russian to anonymous callers, before looking at the input', async () => {
    for (const [path, init] of [
      ['/basket/getBasket', undefined],
      ['/basket/basketInformer', undefined],
      ['/basket/addItemsToBasket', form({ product_id: 'x' })],
    ] as const) {
      const { status, body } = await api.json<{ message: string }>(path, init);
      expect(status).toBe(401);
      expect(body.message).toBe('Необходимо войти в личный кабинет');
    }
  });

  it('adds lines and sums kilograms, linear metres and price exactly (kopecks, grams)', async () => {
    const who = await createBuyer(api);
    const roll = await productWithStock(api, who.storeId, 'roll', 500, { price: 333.33 });
    const stocking = await productWithStock(api, who.storeId, 'stocking', 500, { price: 0.1 });
    const rollKg = steps.roll! * 3;
    const stockingKg = steps.stocking! * 2;
    expect(
      (
        await post(
          '/basket/addItemsToBasket',
          { product_id: String(roll.id), quantity: String(rollKg) },
          who,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          '/basket/addItemsToBasket',
          { product_id: String(stocking.id), quantity: String(stockingKg) },
          who,
        )
      ).status,
    ).toBe(200);

    const { cart, cart_result, out_of_stock, store } = await basket(who);
    expect(store.id).toBe(who.storeId);
    expect(out_of_stock).toBe(false);
    expect(cart.map((line) => line.product_id)).toEqual([roll.id, stocking.id]);
    const rollLine = cart[0]!;
    expect(rollLine.quantity).toBe(rollKg);
    expect(rollLine.price).toBe(333.33);
    expect(rollLine.full_price).toBe(Math.round(33333 * rollKg) / 100);
    expect(rollLine.store).toHaveProperty(store.xml, { AMOUNT: 500 });
    // The stocking formula halves the metres: two layers of fabric.
    expect(cart[1]!.linear_metres).toBeCloseTo(
      ((stockingKg * 1000) / (stocking.width * 2 * stocking.density)) * 100,
      1,
    );
    expect(rollLine.linear_metres).toBeCloseTo(
      ((rollKg * 1000) / (roll.width * roll.density)) * 100,
      1,
    );
    expect(cart_result).toEqual({
      all_quantity: 2,
      quantity: 2,
      kg_count: rollKg + stockingKg,
      // 0.1 ₽/kg × 30 kg = 3 ₽ exactly, not 3.0000000000000004
      price_count: (Math.round(33333 * rollKg) + Math.round(10 * stockingKg)) / 100,
      pm_count:
        Math.round(
          (linearMetres(rollKg, { ...roll, packing: 'roll' }) +
            linearMetres(stockingKg, { ...stocking, packing: 'stocking' })) *
            10,
        ) / 10,
      // Issue #35: no line in metres or pieces.
      m_count: 0,
      pcs_count: 0,
    });

    const informer = successEnvelope(basketInformerSchema).parse(
      (await api.json('/basket/basketInformer', who.init())).body,
    ).data;
    expect(informer).toEqual({ count: 2, kg: rollKg + stockingKg, ids: [roll.id, stocking.id] });
  });

  it("says 'Товар уже в корзине' when the product is added twice", async () => {
    const product = await productWithStock(api, buyer.storeId, 'roll', 200, { skip: 6 });
    const fields = { product_id: String(product.id), quantity: String(steps.roll) };
    expect((await post('/basket/addItemsToBasket', fields)).status).toBe(200);
    const again = await post('/basket/addItemsToBasket', fields);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Товар уже в корзине');
  });

  it('keeps quantities on the packing step: not a multiple → 400, below the step on update → removed', async () => {
    const product = await productWithStock(api, buyer.storeId, 'roll', 300, { skip: 2 });
    const odd = await post('/basket/addItemsToBasket', {
      product_id: String(product.id),
      quantity: String(steps.roll! + 1),
    });
    expect(odd.status).toBe(400);
    expect(odd.body.errors?.quantity).toBe(`Количество должно быть кратно ${steps.roll} кг`);
    const zero = await post('/basket/addItemsToBasket', {
      product_id: String(product.id),
      quantity: '0',
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(`Минимальное количество — ${steps.roll} кг`);

    await post('/basket/addItemsToBasket', {
      product_id: String(product.id),
      quantity: String(steps.roll),
    });
    const more = await post('/basket/updateItem', {
      product_id: String(product.id),
      quantity: String(steps.roll! * 2),
    });
    expect(more.body.data).toEqual({ product_id: product.id, quantity: steps.roll! * 2 });
    const below = await post('/basket/updateItem', {
      product_id: String(product.id),
      quantity: String(steps.roll! - 1),
    });
    expect(below.status).toBe(200);
    expect(below.body.data).toEqual({ product_id: product.id, quantity: 0 });
    expect((await basket()).cart.some((line) => line.product_id === product.id)).toBe(false);
  });

  it("caps a line at the stock of the buyer's warehouse", async () => {
    const product = await productWithStock(api, buyer.storeId, 'roll', steps.roll! * 2 + 3, {
      skip: 3,
    });
    const tooMuch = await post('/basket/addItemsToBasket', {
      product_id: String(product.id),
      quantity: String(steps.roll! * 3),
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`На вашем складе доступно только ${steps.roll! * 2 + 3} кг`);
    const fits = await post('/basket/addItemsToBasket', {
      product_id: String(product.id),
      quantity: String(steps.roll! * 2),
    });
    expect(fits.status).toBe(200);
  });

  it('flags a line whose stock at the warehouse ran out, and removes chosen lines', async () => {
    const who = await createBuyer(api);
    const a = await productWithStock(api, who.storeId, 'roll', 100, { skip: 4 });
    const b = await productWithStock(api, who.storeId, 'roll', 100, { skip: 5 });
    for (const p of [a, b])
      await post(
        '/basket/addItemsToBasket',
        { product_id: String(p.id), quantity: String(steps.roll) },
        who,
      );
    await api.handle.db.execute(
      sql`delete from stock where product_id = ${a.id} and store_id = ${who.storeId}`,
    );
    const after = await basket(who);
    expect(after.out_of_stock).toBe(true);
    expect(after.cart.find((line) => line.product_id === a.id)).toMatchObject({
      out_of_stock: true,
      available: 0,
    });
    expect(after.cart_result).toMatchObject({ all_quantity: 2, quantity: 1 });

    const removed = await post(
      '/basket/deleteItemsFromBasket',
      { product_id: `${a.id},${b.id}` },
      who,
    );
    expect(removed.body.data).toEqual({ deleted: expect.arrayContaining([a.id, b.id]) });
    expect((await basket(who)).cart).toEqual([]);
  });

  it('answers bad input with 400 and Russian per-field messages, never 500', async () => {
    for (const fields of [
      {} as Record<string, string>,
      { product_id: 'abc', quantity: '1' },
      { product_id: '1', quantity: '-5' },
      { product_id: '1', quantity: '1e9' },
      { product_id: '99999999999', quantity: '1' },
    ]) {
      const { status, body } = await post('/basket/addItemsToBasket', fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      for (const message of Object.values(body.errors ?? {})) expect(message).toMatch(/[А-Яа-я]/);
    }
    const unknown = await post('/basket/addItemsToBasket', {
      product_id: '99999999',
      quantity: '1',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Невозможно добавить товар в корзину');
    const notInCart = await post('/basket/updateItem', { product_id: '99999999', quantity: '1' });
    expect(notInCart.status).toBe(404);
  });

  it('offers delivery and payment: companies pay by invoice only', async () => {
    const company = await createBuyer(api, { userType: 'legal_entity' });
    const read = async (who: TestBuyer) =>
      successEnvelope(deliveryPaymentSchema).parse(
        (await api.json('/basket/basketDeliveryPayment', who.init())).body,
      ).data;
    const person = await read(buyer);
    expect(person.delivery.map((o) => o.title)).toContain('Самовывоз со склада');
    expect(person.payment.length).toBeGreaterThan(1);
    expect((await read(company)).payment.map((o) => o.id)).toEqual(['invoice']);
  });
});
