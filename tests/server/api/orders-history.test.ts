import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  orderCancellationSchema,
  ordersListSchema,
  repeatOrderResultSchema,
  type OrderStatus,
} from '@/lib/api/contract/orders';
import type { Db } from '@/server/db/client';
import { cartItems, orderItems, orders, packingLimits, products, stock } from '@/server/db/schema';
import { createBrowserHandler } from '@/server/gateway';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = { status: string; message?: string; errors?: Record<string, string> };

let sequence = 0;

/** What the cart lane's createOrder writes: the order, its lines, and stock taken at the warehouse. */
async function placeOrder(
  db: Db,
  buyer: TestBuyer,
  lines: { productId: number; quantity: number }[],
  status: OrderStatus = 'new',
) {
  sequence += 1;
  const rows = await Promise.all(
    lines.map(
      async (l) => (await db.select().from(products).where(eq(products.id, l.productId)))[0]!,
    ),
  );
  const sums = lines.map((l, i) => l.quantity * rows[i]!.price);
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      storeId: buyer.storeId,
      managerId: buyer.managerId,
      status,
      recipient: { name: 'Иванов Иван', phone: '+7 (900) 123-45-67' },
      delivery: 'pickup',
      payment: 'invoice',
      totalKg: lines.reduce((s, l) => s + l.quantity, 0),
      totalPrice: sums.reduce((a, b) => a + b, 0),
      idempotencyKey: `test-${sequence}-${Date.now()}`,
    })
    .returning();
  for (const [i, l] of lines.entries()) {
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: l.productId,
      title: rows[i]!.title,
      quantity: l.quantity,
      price: rows[i]!.price,
      sum: sums[i]!,
    });
    await db
      .update(stock)
      .set({ amount: (await amountAt(db, l.productId, buyer.storeId)) - l.quantity })
      .where(and(eq(stock.productId, l.productId), eq(stock.storeId, buyer.storeId)));
  }
  return order!.id;
}

async function amountAt(db: Db, productId: number, storeId: number) {
  const [row] = await db
    .select()
    .from(stock)
    .where(and(eq(stock.productId, productId), eq(stock.storeId, storeId)));
  return row?.amount ?? 0;
}

describe.each(backends())('order history on %s', (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;
  let stranger: TestBuyer;
  /** Products with plenty of stock at the buyer's warehouse, and their packing steps. */
  let goods: { id: number; step: number; packing: string }[];

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
    stranger = await createBuyer(api);
    const db = api.handle.db;
    const steps = new Map(
      (await db.select().from(packingLimits)).map((p) => [p.packing, p.stepKg]),
    );
    const rows = await db
      .select({ id: products.id, packing: products.packing, amount: stock.amount })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(and(eq(stock.storeId, buyer.storeId), eq(products.active, true)))
      .orderBy(products.id)
      .limit(40);
    goods = rows
      .filter((r) => r.amount >= 200)
      .slice(0, 4)
      .map((r) => ({ id: r.id, packing: r.packing, step: steps.get(r.packing)! }));
    expect(goods).toHaveLength(4);
  });
  afterAll(() => api.close());

  const list = async (query = '', who: TestBuyer = buyer) => {
    const { status, body } = await api.json(
      `/personalAccountOrders/getListOrders/?${query}`,
      who.init(),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(ordersListSchema).parse(body).data;
  };

  it('lists the buyer’s orders newest first, with status names, lines and totals', async () => {
    const a = await placeOrder(api.handle.db, buyer, [
      { productId: goods[0]!.id, quantity: goods[0]!.step * 2 },
    ]);
    const b = await placeOrder(
      api.handle.db,
      buyer,
      [
        { productId: goods[1]!.id, quantity: goods[1]!.step },
        { productId: goods[2]!.id, quantity: goods[2]!.step * 3 },
      ],
      'shipped',
    );
    await placeOrder(api.handle.db, stranger, [
      { productId: goods[3]!.id, quantity: goods[3]!.step },
    ]);

    const data = await list();
    expect(data.orders.map((o) => o.id)).toEqual([b, a]);
    const [shipped, fresh] = data.orders;
    expect(shipped).toMatchObject({
      status: 'shipped',
      status_name: 'Отгружен',
      can_cancel: false,
    });
    expect(fresh).toMatchObject({ status: 'new', status_name: 'Новый', can_cancel: true });
    // The codes come with the words people read (issue #17).
    expect(fresh).toMatchObject({
      delivery: 'pickup',
      delivery_name: 'Самовывоз со склада',
      payment: 'invoice',
      payment_name: 'Безналичный расчёт по счёту',
    });
    expect(shipped!.items).toHaveLength(2);
    expect(shipped!.total_kg).toBe(goods[1]!.step + goods[2]!.step * 3);
    expect(shipped!.total_price).toBeCloseTo(
      shipped!.items.reduce((s, i) => s + i.sum, 0),
      2,
    );
    expect(data.pagination).toEqual({ page: 1, perPage: 10, total: 2, pages: 1 });
    expect(data.counts).toMatchObject({ all: 2, new: 1, shipped: 1, cancelled: 0 });
    // The stranger sees only their own.
    expect((await list('', stranger)).orders).toHaveLength(1);
  });

  it('pages and filters by status; bad paging or status is a 400', async () => {
    const page2 = await list('perPage=1&PAGEN_1=2');
    expect(page2.orders).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, perPage: 1, total: 2, pages: 2 });
    const shipped = await list('status=shipped');
    expect(shipped.orders.map((o) => o.status)).toEqual(['shipped']);
    expect(shipped.pagination.total).toBe(1);
    for (const query of ['status=lost', 'PAGEN_1=0', 'perPage=1000', 'PAGEN_1=abc']) {
      const { status, body } = await api.json<Envelope>(
        `/personalAccountOrders/getListOrders/?${query}`,
        buyer.init(),
      );
      expect(status, query).toBe(400);
      expect(body.status).toBe('error');
    }
  });

  it('cancelling returns the reserved kilograms to the warehouse in the same step', async () => {
    const product = goods[3]!;
    const before = await amountAt(api.handle.db, product.id, buyer.storeId);
    const id = await placeOrder(api.handle.db, buyer, [
      { productId: product.id, quantity: product.step * 2 },
    ]);
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(
      before - product.step * 2,
    );

    const foreign = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      stranger.init(form({ id: String(id) })),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Заказ не найден');

    const { status, body } = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      buyer.init(form({ id: String(id) })),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Заказ отменён');
    expect(successEnvelope(orderCancellationSchema).parse(body).data).toEqual({
      id,
      status: 'cancelled',
      status_name: 'Отменён',
    });
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(before);

    // A second cancellation neither succeeds nor returns the stock twice.
    const again = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      buyer.init(form({ id: String(id) })),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Заказ уже отменён');
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(before);
  });

  it('a shipped order cannot be cancelled; a malformed id is a 400', async () => {
    const [shipped] = (await list('status=shipped')).orders;
    const { status, body } = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      buyer.init(form({ id: String(shipped!.id) })),
    );
    expect(status).toBe(409);
    expect(body.message).toBe('Заказ уже отгружен, отменить его нельзя');
    expect(
      (await api.json('/personalAccountOrders/orderCancellation/', buyer.init(form({ id: 'abc' }))))
        .status,
    ).toBe(400);
    expect(
      (await api.json('/personalAccountOrders/orderCancellation/', buyer.init(form({})))).status,
    ).toBe(400);
  });

  it('a GET of orderCancellation cancels nothing (405); the spec’s ?id= works as a POST (issue #33)', async () => {
    const product = goods[3]!;
    const before = await amountAt(api.handle.db, product.id, buyer.storeId);
    const id = await placeOrder(api.handle.db, buyer, [
      { productId: product.id, quantity: product.step },
    ]);
    const statusOf = async () => (await list('')).orders.find((o) => o.id === id)?.status;

    // A link or an image on any page could send this GET with the buyer's cookies.
    for (const path of [
      `/personalAccountOrders/orderCancellation/?id=${id}`,
      `/personalAccountOrders/orderCancellation?id=${id}`,
    ]) {
      const response = await api.call(path, buyer.init());
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Метод запроса не поддерживается',
      });
    }
    expect(await statusOf()).toBe('new');
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(before - product.step);

    // The address as the spec writes it still cancels, sent as a POST.
    const { status } = await api.json<Envelope>(
      `/personalAccountOrders/orderCancellation/?id=${id}`,
      buyer.init({ method: 'POST' }),
    );
    expect(status).toBe(200);
    expect(await statusOf()).toBe('cancelled');
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(before);
  });

  it('through the gateway, a cancellation from another site’s page changes nothing; the shop’s own and a header-less call cancel (issue #33)', async () => {
    // The browser's door (server/gateway/browser.ts) in front of this test's API, with the
    // shop at https://selvedge.example.
    const gateway = createBrowserHandler(
      async (request) => {
        const url = new URL(request.url);
        const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
        return api.call(url.pathname.slice('/api/v1'.length) + url.search, {
          method: request.method,
          headers: request.headers,
          body,
        });
      },
      async () => null,
      () => ({ siteOrigin: 'https://selvedge.example' }),
    );
    const send = (id: number, headers: Record<string, string>, method = 'POST') =>
      gateway(
        new Request(
          `https://selvedge.example/api/v1/personalAccountOrders/orderCancellation/${method === 'GET' ? `?id=${id}` : ''}`,
          {
            method,
            headers: {
              ...buyer.headers,
              ...headers,
              ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
            },
            body: method === 'GET' ? undefined : `id=${id}`,
          },
        ),
      );
    const product = goods[2]!;
    const statusOf = async (id: number) => (await list('')).orders.find((o) => o.id === id)?.status;
    const [first, second] = [
      await placeOrder(api.handle.db, buyer, [{ productId: product.id, quantity: product.step }]),
      await placeOrder(api.handle.db, buyer, [{ productId: product.id, quantity: product.step }]),
    ];
    const left = await amountAt(api.handle.db, product.id, buyer.storeId);

    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/win-a-prize/' },
    ];
    for (const headers of foreign) {
      const refused = await send(first, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toEqual({
        status: 'error',
        message: 'Запрос с чужого сайта отклонён',
      });
    }
    const viaGet = await send(first, {}, 'GET');
    expect(viaGet.status).toBe(405);
    expect(await statusOf(first)).toBe('new');
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(left);

    expect((await send(first, { origin: 'https://selvedge.example' })).status).toBe(200);
    expect((await send(second, {})).status).toBe(200);
    expect(await statusOf(first)).toBe('cancelled');
    expect(await statusOf(second)).toBe('cancelled');
    expect(await amountAt(api.handle.db, product.id, buyer.storeId)).toBe(left + 2 * product.step);
  });

  it('repeating puts the lines back in the cart at current stock, in whole packing steps', async () => {
    const db = api.handle.db;
    const [plenty, scarce] = [goods[0]!, goods[1]!];
    const id = await placeOrder(db, buyer, [
      { productId: plenty.id, quantity: plenty.step * 2 },
      { productId: scarce.id, quantity: scarce.step * 3 },
    ]);
    // Only one and a half steps of the scarce product left: one whole step can go in the cart.
    await db
      .update(stock)
      .set({ amount: scarce.step * 1.5 })
      .where(and(eq(stock.productId, scarce.id), eq(stock.storeId, buyer.storeId)));
    await db.delete(cartItems).where(eq(cartItems.userId, buyer.id));

    const foreign = await api.json(
      '/personalAccountOrders/repeatOrder/',
      stranger.init(form({ id: String(id) })),
    );
    expect(foreign.status).toBe(404);

    const { status, body } = await api.json<Envelope>(
      '/personalAccountOrders/repeatOrder/',
      buyer.init(form({ id: String(id) })),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('В корзину добавлено не всё: часть товаров закончилась');
    const result = successEnvelope(repeatOrderResultSchema).parse(body).data;
    expect(result.short).toEqual([
      expect.objectContaining({
        product_id: scarce.id,
        ordered: scarce.step * 3,
        added: scarce.step,
      }),
    ]);
    const cart = await db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    const quantities = Object.fromEntries(cart.map((c) => [c.productId, c.quantity]));
    expect(quantities).toEqual({ [plenty.id]: plenty.step * 2, [scarce.id]: scarce.step });

    // Again: the plenty line grows on top of the cart; the scarce one is already at the shelf's limit.
    const second = await api.json<Envelope>(
      '/personalAccountOrders/repeatOrder/',
      buyer.init(form({ id: String(id) })),
    );
    expect(second.status).toBe(200);
    const after = await db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(Object.fromEntries(after.map((c) => [c.productId, c.quantity]))).toEqual({
      [plenty.id]: plenty.step * 4,
      [scarce.id]: scarce.step,
    });
  });

  it('when nothing is in stock the cart stays as it was and the answer says so', async () => {
    const db = api.handle.db;
    const product = goods[2]!;
    const id = await placeOrder(db, buyer, [{ productId: product.id, quantity: product.step }]);
    await db
      .update(stock)
      .set({ amount: 0 })
      .where(and(eq(stock.productId, product.id), eq(stock.storeId, buyer.storeId)));
    await db.delete(cartItems).where(eq(cartItems.userId, buyer.id));
    const { status, body } = await api.json<Envelope>(
      '/personalAccountOrders/repeatOrder/',
      buyer.init(form({ id: String(id) })),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Ни одного товара заказа сейчас нет в наличии');
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual([]);
  });

  it('anonymous callers get 401', async () => {
    expect((await api.json('/personalAccountOrders/getListOrders/')).status).toBe(401);
    expect(
      (await api.json('/personalAccountOrders/orderCancellation/', form({ id: '1' }))).status,
    ).toBe(401);
    expect((await api.json('/personalAccountOrders/repeatOrder/', form({ id: '1' }))).status).toBe(
      401,
    );
  });
});
