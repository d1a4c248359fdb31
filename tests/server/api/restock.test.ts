/**
 * Restock notices (issue #21): a buyer subscribes to a product missing at their warehouse; a
 * stock increase through the back office's stock writer mails each subscriber of that
 * warehouse exactly once, when the stock reaches one packing step, and nobody elsewhere.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestockList } from '@/lib/api/contract/restock';
import { packingLimits, products, stock, stores } from '@/server/db/schema';
import { createLogger } from '@/server/platform/logger';
import { createStockWriter } from '@/server/modules/stock/writer';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope<T> = { status: string; message?: string; data?: T };

describe.each(backends())('restock notices on %s', (backend) => {
  let api: TestApi;
  let rollStep: number;
  let skip = 80;
  const writer = () =>
    createStockWriter(api.handle.db, api.deps, createLogger({ service: 'test' }));

  async function product(amounts: Record<number, number>) {
    const db = api.handle.db;
    const [row] = await db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.packing, 'roll'), eq(products.active, true)))
      .orderBy(products.id)
      .offset(skip++)
      .limit(1);
    for (const [storeId, amount] of Object.entries(amounts))
      await db
        .insert(stock)
        .values({ productId: row!.id, storeId: Number(storeId), amount })
        .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
    return row!;
  }
  const subscribe = (who: TestBuyer, productId: number) =>
    api.json<Envelope<{ subscribed: boolean }>>(
      '/restock/subscribe',
      who.init(form({ product_id: String(productId) })),
    );
  const mailsFor = async (email: string, title: string) =>
    (await api.outbox()).filter((m) => m.to === email && m.subject.includes(title));

  beforeAll(async () => {
    api = await startApi(backend);
    const [roll] = await api.handle.db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, 'roll'));
    rollStep = roll!.stepKg;
  });
  afterAll(() => api.close());

  it('mails each subscriber of the warehouse once, at one packing step, and none elsewhere', async () => {
    const [msk, other] = await api.handle.db.select().from(stores).orderBy(stores.sort).limit(2);
    const a = await createBuyer(api, { storeXmlId: msk!.xmlId });
    const b = await createBuyer(api, { storeXmlId: msk!.xmlId });
    const c = await createBuyer(api, { storeXmlId: other!.xmlId });
    const p = await product({ [msk!.id]: 0, [other!.id]: rollStep / 2 });

    for (const who of [a, b, c]) {
      const answer = await subscribe(who, p.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe('Сообщим на e-mail, когда товар появится на вашем складе');
    }
    const listed = await api.json<Envelope<RestockList>>('/restock/getList', a.init());
    expect(listed.body.data!.ids).toEqual([p.id]);
    expect(listed.body.data!.subscriptions[0]).toMatchObject({
      product_id: p.id,
      title: p.title,
      store: msk!.title,
    });

    // Half a step at the buyers' warehouse: not yet.
    expect(await writer().apply(msk!.id, [{ productId: p.id, kg: rollStep / 2 }])).toEqual([]);
    // Another warehouse reaches a step: only its subscriber hears.
    await writer().apply(other!.id, [{ productId: p.id, kg: rollStep }]);
    expect(await mailsFor(c.email, p.title)).toHaveLength(1);
    expect(await mailsFor(a.email, p.title)).toHaveLength(0);

    // The second half: one mail each to a and b, and the subscriptions end.
    const events = await writer().apply(msk!.id, [{ productId: p.id, kg: rollStep / 2 }]);
    expect(events.map((e) => e.email).sort()).toEqual([a.email, b.email].sort());
    await writer().apply(msk!.id, [{ productId: p.id, kg: rollStep * 3 }]);
    for (const who of [a, b]) {
      const mails = await mailsFor(who.email, p.title);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(new RegExp(`^Снова в наличии: ${p.title}, `));
      expect(mails[0]!.text).toContain(`снова есть на складе «${msk!.title}»`);
    }
    expect(
      (await api.json<Envelope<RestockList>>('/restock/getList', a.init())).body.data!.ids,
    ).toEqual([]);
    expect(await mailsFor(c.email, p.title)).toHaveLength(1);
  });

  it('refuses a product that is at the warehouse already; unsubscribing ends the notice', async () => {
    const [msk] = await api.handle.db.select().from(stores).orderBy(stores.sort).limit(1);
    const buyer = await createBuyer(api, { storeXmlId: msk!.xmlId });
    const there = await product({ [msk!.id]: rollStep * 2 });
    const refused = await subscribe(buyer, there.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Товар есть на вашем складе — его можно заказать');

    const missing = await product({ [msk!.id]: 0 });
    expect((await subscribe(buyer, missing.id)).status).toBe(200);
    const gone = await api.json<Envelope<{ subscribed: boolean }>>(
      '/restock/unsubscribe',
      buyer.init(form({ product_id: String(missing.id) })),
    );
    expect(gone.body).toMatchObject({ message: 'Подписка отменена', data: { subscribed: false } });
    await writer().apply(msk!.id, [{ productId: missing.id, kg: rollStep }]);
    expect(await mailsFor(buyer.email, missing.title)).toHaveLength(0);

    expect((await api.json('/restock/subscribe', form({ product_id: '1' }))).status).toBe(401);
    const bad = await api.json<{ errors?: Record<string, string> }>(
      '/restock/subscribe',
      buyer.init(form({ product_id: 'x' })),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ product_id: 'Укажите товар' });
  });

  it('a cancelled order that puts the stock back tells the subscribers too', async () => {
    const [msk] = await api.handle.db.select().from(stores).orderBy(stores.sort).limit(1);
    const orderer = await createBuyer(api, { storeXmlId: msk!.xmlId });
    const waiting = await createBuyer(api, { storeXmlId: msk!.xmlId });
    const p = await product({ [msk!.id]: rollStep });
    await api.json(
      '/basket/addItemsToBasket',
      orderer.init(form({ product_id: String(p.id), quantity: String(rollStep) })),
    );
    const placed = await api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      orderer.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          delivery: 'pickup',
          payment: 'card',
          consent: 'true',
        }),
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await subscribe(waiting, p.id)).status).toBe(200);
    const cancelled = await api.json(
      '/personalAccountOrders/orderCancellation/',
      orderer.init(form({ id: String(placed.body.data!.orderId) })),
    );
    expect(cancelled.status).toBe(200);
    expect(await mailsFor(waiting.email, p.title)).toHaveLength(1);
  });
});
