/**
 * Goods sold by the metre or the piece (issue #35): 1C's catalogue names a product's unit
 * (`products.unit`); such a product shows, sells, is ordered and exported in its unit instead of
 * kilograms. Each test sets the unit on a seeded product; fabric in kg behaves as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { basketSchema } from '@/lib/api/contract/basket';
import { catalogListSchema, detailSchema } from '@/lib/api/contract/catalog';
import { favoritesListSchema } from '@/lib/api/contract/favorites';
import { ordersListSchema } from '@/lib/api/contract/orders';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import type { ProductUnit } from '@/lib/catalog/units';
import { formatMoney } from '@/lib/format/money';
import { cartItems, orders, packingLimits, productPrices, products } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { uniqueProduct } from '../../support/products';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope<T = unknown> = {
  status: string;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
};

describe.each(backends())('goods in metres and pieces on %s (issue #35)', (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;
  let rollStep: number;
  const cursor = { skip: 100 };

  /**
   * An active roll product with a unique (article, colour), sold in `unit` at `price` for every
   * price type, with `amount` of it at the buyer's warehouse, first of its section by popularity.
   */
  async function product(unit: ProductUnit, amount: number, price = 35) {
    const db = api.handle.db;
    const row = await uniqueProduct(db, cursor, { storeId: buyer.storeId, amount });
    await db
      .update(products)
      .set({ unit, price, popularity: 1_000_000_000 - cursor.skip })
      .where(eq(products.id, row.id));
    await db.update(productPrices).set({ price }).where(eq(productPrices.productId, row.id));
    api.deps.cache.clear();
    return row;
  }

  const post = (path: string, fields: Record<string, string>, who: TestBuyer = buyer) =>
    api.json<Envelope>(path, who.init(form(fields)));
  const add = (id: number, quantity: string, who: TestBuyer = buyer) =>
    post('/basket/addItemsToBasket', { product_id: String(id), quantity }, who);
  const basket = async (who: TestBuyer = buyer) => {
    const { status, body } = await api.json('/basket/getBasket', who.init());
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(basketSchema).parse(body).data;
  };
  const checkout = (who: TestBuyer, payment = 'card') =>
    api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      who.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          delivery: 'pickup',
          payment,
          consent: 'true',
        }),
      ),
    );

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
    const [roll] = await api.handle.db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, 'roll'));
    rollStep = roll!.stepKg;
  });
  afterAll(() => api.close());

  it('the listing, the detail and the favourites carry the unit and its step; kg keeps the packing', async () => {
    const metre = await product('m', 40);
    const kg = await product('kg', 400, 450);

    const listing = await api.json(
      `/catalog/getList?section=${metre.section}&sort=popular&perPage=60`,
      buyer.init(),
    );
    expect(listing.status, JSON.stringify(listing.body)).toBe(200);
    const cards = successEnvelope(catalogListSchema).parse(listing.body).data.catalog_list.elements;
    const metreCard = cards.find((card) => card.id === metre.id);
    expect(metreCard).toMatchObject({
      unit: 'm',
      price: 35,
      user_store_amount: 40,
      packing: { stepKg: 1 },
    });

    const detail = await api.json(
      `/catalog/getDetailCatalogElement?element_code=${metre.code}`,
      buyer.init(),
    );
    const shown = successEnvelope(detailSchema).parse(detail.body).data.catalog_element_detail;
    expect(shown).toMatchObject({ unit: 'm', packing: { stepKg: 1 }, price: 35 });
    // Goods sold by the metre have no packing to name among the characteristics.
    expect(shown.properties.map((p) => p.code)).not.toContain('packing');

    const kgDetail = successEnvelope(detailSchema).parse(
      (await api.json(`/catalog/getDetailCatalogElement?element_code=${kg.code}`, buyer.init()))
        .body,
    ).data.catalog_element_detail;
    expect(kgDetail).toMatchObject({ unit: 'kg', packing: { code: 'roll', stepKg: rollStep } });
    expect(kgDetail.properties.map((p) => p.code)).toContain('packing');

    // A visitor gets the unit too (no price): the card says what its stock is counted in.
    const visitor = successEnvelope(detailSchema).parse(
      (await api.json(`/catalog/getDetailCatalogElement?element_code=${metre.code}`)).body,
    ).data.catalog_element_detail;
    expect(visitor.unit).toBe('m');
    expect(visitor).not.toHaveProperty('price');

    const who = await createBuyer(api);
    await post('/personalAccountFavorites/addFavorites/', { product_id: String(metre.id) }, who);
    const favourites = successEnvelope(favoritesListSchema).parse(
      (await api.json('/personalAccountFavorites/getListFavorites', who.init())).body,
    ).data.catalog_list.elements;
    expect(favourites.map((card) => [card.id, card.unit])).toEqual([[metre.id, 'm']]);
  });

  it('adds 2,5 m, counts it in metres, and keeps a metre line at 1 m at least', async () => {
    const who = await createBuyer(api);
    const metre = await product('m', 10);
    const added = await add(metre.id, '2.5', who);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toEqual({ product_id: metre.id, quantity: 2.5 });

    const cart = await basket(who);
    expect(cart.cart[0]).toMatchObject({
      product_id: metre.id,
      unit: 'm',
      quantity: 2.5,
      price: 35,
      full_price: 87.5,
      linear_metres: 2.5,
      available: 10,
      properties: { packing: { stepKg: 1 } },
    });
    // Metres weigh nothing the shop knows: the weight stays 0, the metres count as metres.
    expect(cart.cart_result).toMatchObject({
      kg_count: 0,
      m_count: 2.5,
      pcs_count: 0,
      pm_count: 2.5,
      price_count: 87.5,
    });

    const longer = await post(
      '/basket/updateItem',
      { product_id: String(metre.id), quantity: '3.25' },
      who,
    );
    expect(longer.body.data).toEqual({ product_id: metre.id, quantity: 3.25 });
    const tooLong = await post(
      '/basket/updateItem',
      { product_id: String(metre.id), quantity: '11' },
      who,
    );
    expect(tooLong.status).toBe(409);
    expect(tooLong.body.message).toBe('На вашем складе доступно только 10 м');

    const other = await product('m', 10);
    const short = await add(other.id, '0.5', who);
    expect(short.status).toBe(400);
    expect(short.body.errors?.quantity).toBe('Минимальное количество — 1 м');
    // Below 1 m on update is none, as below a packing step: the line goes.
    const below = await post(
      '/basket/updateItem',
      { product_id: String(metre.id), quantity: '0.5' },
      who,
    );
    expect(below.body.data).toEqual({ product_id: metre.id, quantity: 0 });
  });

  it('takes whole pieces only: 1,5 pieces is a 400 in Russian, 2 pieces go in', async () => {
    const who = await createBuyer(api);
    const piece = await product('pcs', 5, 120);
    const half = await add(piece.id, '1.5', who);
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('Количество должно быть целым числом штук');
    expect(half.body.errors).toEqual({ quantity: 'Количество должно быть целым числом штук' });
    expect(await basket(who)).toMatchObject({ cart: [] });

    expect((await add(piece.id, '2', who)).status).toBe(200);
    const odd = await post(
      '/basket/updateItem',
      { product_id: String(piece.id), quantity: '2.5' },
      who,
    );
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Количество должно быть целым числом штук');
    const tooMany = await post(
      '/basket/updateItem',
      { product_id: String(piece.id), quantity: '6' },
      who,
    );
    expect(tooMany.body.message).toBe('На вашем складе доступно только 5 шт');

    const cart = await basket(who);
    expect(cart.cart[0]).toMatchObject({ unit: 'pcs', quantity: 2, linear_metres: 0 });
    expect(cart.cart_result).toMatchObject({ kg_count: 0, pcs_count: 2, pm_count: 0 });
  });

  it('a product in kg behaves as before beside them', async () => {
    const who = await createBuyer(api);
    const kg = await product('kg', rollStep * 5, 500);
    const odd = await add(kg.id, String(rollStep + 1), who);
    expect(odd.status).toBe(400);
    expect(odd.body.errors?.quantity).toBe(`Количество должно быть кратно ${rollStep} кг`);
    const zero = await add(kg.id, '0', who);
    expect(zero.body.message).toBe(`Минимальное количество — ${rollStep} кг`);
    const tooMuch = await add(kg.id, String(rollStep * 6), who);
    expect(tooMuch.body.message).toBe(`На вашем складе доступно только ${rollStep * 5} кг`);
    expect((await add(kg.id, String(rollStep), who)).status).toBe(200);
    const metre = await product('m', 10);
    expect((await add(metre.id, '1.5', who)).status).toBe(200);

    const cart = await basket(who);
    expect(cart.cart.map((line) => [line.unit, line.quantity])).toEqual([
      ['kg', rollStep],
      ['m', 1.5],
    ]);
    expect(cart.cart[0]!.properties.packing.stepKg).toBe(rollStep);
    // The weight is of the kg line alone; the metreage is the fabric's estimate plus 1,5 m.
    expect(cart.cart_result.kg_count).toBe(rollStep);
    expect(cart.cart_result.m_count).toBe(1.5);
    expect(cart.cart_result.pm_count).toBeCloseTo(cart.cart[0]!.linear_metres + 1.5, 1);
  });

  it('orders in the unit: the mail, the order history, the repeat and the export say metres', async () => {
    const who = await createBuyer(api);
    const kg = await product('kg', rollStep * 5, 500);
    const metre = await product('m', 10);
    await add(kg.id, String(rollStep), who);
    await add(metre.id, '3.25', who);
    const placed = await checkout(who);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data!.orderId;

    const [row] = await api.handle.db.select().from(orders).where(eq(orders.id, orderId));
    // The order's weight is of its kg lines.
    expect(row!.totalKg).toBe(rollStep);

    const mail = (await api.outbox()).find((m) => m.subject === `Заказ № ${orderId} принят`);
    expect(mail?.text).toContain(
      `• ${metre.title} — 3,25 м × ${formatMoney(35)} = ${formatMoney(113.75)}`,
    );
    expect(mail?.text).toContain(
      `• ${kg.title} — ${rollStep} кг × ${formatMoney(500)} = ${formatMoney(rollStep * 500)}`,
    );
    expect(mail?.text).toContain(
      `Итого: ${rollStep} кг, 3,25 м на сумму ${formatMoney(rollStep * 500 + 113.75)}`,
    );

    const history = successEnvelope(ordersListSchema).parse(
      (await api.json('/personalAccountOrders/getListOrders/', who.init())).body,
    ).data;
    const order = history.orders.find((o) => o.id === orderId)!;
    expect(order.total_kg).toBe(rollStep);
    expect(
      order.items.map((line) => [line.product_id, line.unit, line.quantity, line.price]),
    ).toEqual(
      expect.arrayContaining([
        [kg.id, 'kg', rollStep, 500],
        [metre.id, 'm', 3.25, 35],
      ]),
    );

    const csv = await api.call(`/order/export?id=${orderId}&format=csv`, who.init());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFАртикул;Цвет;Количество;Товар;Цена за ед., руб.;Сумма, руб.;Ед.');
    expect(text).toContain(`${metre.article};${metre.color};3,25;`);
    expect(lines.find((line) => line.startsWith(`${metre.article};${metre.color};`))).toMatch(
      /;м$/,
    );
    expect(lines.find((line) => line.startsWith(`${kg.article};${kg.color};`))).toMatch(/;кг$/);

    // Repeating puts the 3,25 m back, not whole metres or a packing's kilograms.
    await api.handle.db.delete(cartItems).where(eq(cartItems.userId, who.id));
    const repeated = await post(
      '/personalAccountOrders/repeatOrder/',
      { id: String(orderId) },
      who,
    );
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
    const cart = await basket(who);
    expect(cart.cart.find((line) => line.product_id === metre.id)).toMatchObject({
      unit: 'm',
      quantity: 3.25,
    });
  });

  it('an order of goods in metres only mails its sum without a weight, and exports in metres', async () => {
    const who = await createBuyer(api);
    const metre = await product('m', 10);
    await add(metre.id, '2', who);
    const placed = await checkout(who);
    const orderId = placed.body.data!.orderId;
    const mail = (await api.outbox()).find((m) => m.subject === `Заказ № ${orderId} принят`);
    expect(mail?.text).toContain(`Итого: 2 м на сумму ${formatMoney(70)}`);
    expect(mail?.text).not.toContain(' кг');
  });

  it('the quick order takes a line in its product’s unit: 2,5 m as written, 1,5 pieces down to 1', async () => {
    const who = await createBuyer(api);
    const metre = await product('m', 10);
    const piece = await product('pcs', 5, 120);
    const { status, body } = await api.json<Envelope<QuickOrderPreview>>(
      '/basket/quickOrder/preview',
      who.init(
        form({
          text: [
            `${metre.article} ${metre.color} 2,5 м`,
            `${piece.article}; ${piece.color}; 1,5`,
          ].join('\n'),
        }),
      ),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const [m, p] = body.data!.lines;
    expect(m).toMatchObject({
      product_id: metre.id,
      unit: 'm',
      status: 'ok',
      add: true,
      quantity: 2.5,
      step: 1,
      message: '',
    });
    expect(p).toMatchObject({
      product_id: piece.id,
      unit: 'pcs',
      status: 'rounded',
      add: true,
      quantity: 1,
      message: '1,5\u00a0шт → 1\u00a0шт: только целые штуки',
    });
    // No line in kg: the preview weighs nothing.
    expect(body.data!.kg).toBe(0);

    const added = await api.json<Envelope<{ added: number }>>(
      '/basket/quickOrder/add',
      who.init(form({ items: body.data!.items.join(',') })),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = await basket(who);
    expect(cart.cart.map((line) => [line.product_id, line.unit, line.quantity])).toEqual([
      [metre.id, 'm', 2.5],
      [piece.id, 'pcs', 1],
    ]);
    // A fraction of a piece sent straight to the add is refused as stale, like any off-step item.
    const forged = await api.json<Envelope>(
      '/basket/quickOrder/add',
      who.init(form({ items: `${piece.id}:0.5` })),
    );
    expect(forged.status).toBe(409);
  });
});
