/**
 * GET /order/placedOrder (the shop's extension, issue #34): a checkout reopened after its submit
 * asks for the order its key placed, and /checkout-success/ asks whether the number it was given
 * is the viewer's order. Only the buyer's own order is ever named.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packingLimits, products, stock } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope<T> = {
  status: string;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
};
type Placed = { orderId: number; payment: string } | null;

describe.each(backends())('the placed order lookup on %s', (backend) => {
  let api: TestApi;
  let rollStep: number;
  let nextSkip = 40;

  /** Places an order through the checkout call, as the page does; answers its number and key. */
  async function placeOrder(who: TestBuyer, payment = 'card') {
    const db = api.handle.db;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.packing, 'roll'), eq(products.active, true)))
      .orderBy(products.id)
      .offset(nextSkip++)
      .limit(1);
    await db
      .insert(stock)
      .values({ productId: row!.id, storeId: who.storeId, amount: 500 })
      .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount: 500 } });
    const added = await api.json(
      '/basket/addItemsToBasket',
      who.init(form({ product_id: String(row!.id), quantity: String(rollStep) })),
    );
    expect(added.status).toBe(200);
    const key = `key-${crypto.randomUUID()}`;
    const placed = await api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      who.init(
        form({
          idempotency_key: key,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          delivery: 'pickup',
          payment,
          consent: 'true',
        }),
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { orderId: placed.body.data!.orderId, key };
  }

  const lookup = (query: string, init?: RequestInit) =>
    api.json<Envelope<Placed>>(`/order/placedOrder/?${query}`, init);

  beforeAll(async () => {
    api = await startApi(backend);
    const [roll] = await api.handle.db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, 'roll'));
    rollStep = roll!.stepKg;
  });
  afterAll(() => api.close());

  it("finds the buyer's own order by the checkout's key and by its number", async () => {
    const buyer = await createBuyer(api);
    const { orderId, key } = await placeOrder(buyer);

    const byKey = await lookup(`idempotency_key=${key}`, buyer.init());
    expect(byKey).toEqual({
      status: 200,
      body: { status: 'success', data: { orderId, payment: 'card' } },
    });
    const byId = await lookup(`id=${orderId}`, buyer.init());
    expect(byId.body.data).toEqual({ orderId, payment: 'card' });
    // A key that placed nothing (the submit never arrived) is no order: the page keeps its form.
    const unknown = await lookup(`idempotency_key=key-${crypto.randomUUID()}`, buyer.init());
    expect(unknown).toEqual({ status: 200, body: { status: 'success', data: null } });
  });

  it("names nothing of another buyer's order, by its key or by its number", async () => {
    const owner = await createBuyer(api);
    const other = await createBuyer(api);
    const { orderId, key } = await placeOrder(owner, 'invoice');

    for (const query of [`idempotency_key=${key}`, `id=${orderId}`]) {
      const answer = await lookup(query, other.init());
      // The same answer as for a number that does not exist: nobody learns which ones do.
      expect(answer, query).toEqual({ status: 200, body: { status: 'success', data: null } });
    }
    expect((await lookup('id=2147483647', other.init())).body.data).toBeNull();
    expect((await lookup(`id=${orderId}`, owner.init())).body.data).toEqual({
      orderId,
      payment: 'invoice',
    });
  });

  it('answers a visitor 401 and a staff session 403; asks for exactly one of key and number, in Russian', async () => {
    const buyer = await createBuyer(api);
    const { orderId, key } = await placeOrder(buyer);

    const visitor = await lookup(`id=${orderId}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.status).toBe('error');
    expect(visitor.body.data).toBeUndefined();
    expect(visitor.body.message).toMatch(/[а-я]/i);
    const staff = await lookup(`id=${orderId}`, {
      headers: { 'x-test-buyer': `${buyer.id}:${buyer.storeId}:manager` },
    });
    expect(staff.status).toBe(403);

    for (const query of ['', `id=${orderId}&idempotency_key=${key}`]) {
      const answer = await lookup(query, buyer.init());
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors).toEqual({
        id: 'Укажите номер заказа или ключ оформления заказа',
      });
    }
    const bad = await lookup('id=2147483648', buyer.init());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: 'Заказ не найден' });
    const badKey = await lookup('idempotency_key=%3Cscript%3E', buyer.init());
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors).toEqual({
      idempotency_key: 'Обновите страницу оформления заказа',
    });
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await api.json<{ paths: Record<string, { get?: unknown }> }>('/openapi.json');
    expect(body.paths['/api/v1/order/placedOrder']?.get).toBeDefined();
  });
});
