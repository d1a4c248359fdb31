/**
 * A double click doubles an order (issue #34, item 2): 'Повторить заказ' put 80 kg in the cart
 * instead of 40, the quick order's add 20 kg instead of 10. The calls that add to the cart take
 * an optional `idempotency_key`: the same key (a double click, the client's automatic retry)
 * answers the first answer and changes nothing, one after the other or at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import {
  cartItems,
  idempotentRequests,
  orderItems,
  orders,
  packingLimits,
  products,
  stock,
} from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = {
  status: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string>;
};

const newKey = () => randomUUID();

describe.each(backends())('one change per action on %s', (backend) => {
  let api: TestApi;
  let db: Db;
  /** Active products in rolls, each used by one test, with their packing step. */
  let goods: { id: number; title: string; price: number; step: number }[];
  let next = 0;

  /** A product with `amount` kg at the buyer's warehouse, not used by another test. */
  async function product(buyer: TestBuyer, amount: number) {
    const good = goods[next++]!;
    await db
      .insert(stock)
      .values({ productId: good.id, storeId: buyer.storeId, amount })
      .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
    return good;
  }

  /** An order of the buyer's with one line, as the checkout writes it. */
  async function placedOrder(buyer: TestBuyer, good: (typeof goods)[number], kg: number) {
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer.id,
        storeId: buyer.storeId,
        managerId: buyer.managerId,
        recipient: { name: 'Иванов Иван', phone: '+7 (900) 123-45-67' },
        delivery: 'pickup',
        payment: 'invoice',
        totalKg: kg,
        totalPrice: kg * good.price,
        idempotencyKey: newKey(),
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: good.id,
      title: good.title,
      quantity: kg,
      price: good.price,
      sum: kg * good.price,
    });
    return order!.id;
  }

  const cartOf = async (buyer: TestBuyer) =>
    Object.fromEntries(
      (
        await db
          .select({ id: cartItems.productId, kg: cartItems.quantity })
          .from(cartItems)
          .where(eq(cartItems.userId, buyer.id))
      ).map((r) => [r.id, r.kg]),
    );

  const repeat = (buyer: TestBuyer, id: number, key?: string) =>
    api.json<Envelope>(
      '/personalAccountOrders/repeatOrder/',
      buyer.init(form({ id: String(id), ...(key ? { idempotency_key: key } : {}) })),
    );
  const quickAdd = (buyer: TestBuyer, items: string, key?: string) =>
    api.json<Envelope>(
      '/basket/quickOrder/add',
      buyer.init(form({ items, ...(key ? { idempotency_key: key } : {}) })),
    );

  beforeAll(async () => {
    api = await startApi(backend);
    db = api.handle.db;
    const steps = new Map(
      (await db.select().from(packingLimits)).map((p) => [p.packing, p.stepKg]),
    );
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        price: products.price,
        packing: products.packing,
      })
      .from(products)
      .where(and(eq(products.active, true), eq(products.packing, 'roll')))
      .orderBy(products.id)
      .limit(20);
    goods = rows.map((r) => ({ ...r, step: steps.get(r.packing)! }));
    expect(goods.length).toBe(20);
  });
  afterAll(() => api.close());

  it("'Повторить заказ' sent twice with one key puts the order in the cart once and answers the same", async () => {
    const buyer = await createBuyer(api);
    const good = await product(buyer, 1000);
    const kg = good.step * 4;
    const id = await placedOrder(buyer, good, kg);
    const key = newKey();

    const first = await repeat(buyer, id, key);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Товары заказа добавлены в корзину');
    const second = await repeat(buyer, id, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await cartOf(buyer)).toEqual({ [good.id]: kg });

    // Another click on purpose is another action: a new key repeats the order again, and so
    // does every call without a key (the spec's call, unchanged).
    expect((await repeat(buyer, id, newKey())).status).toBe(200);
    expect(await cartOf(buyer)).toEqual({ [good.id]: kg * 2 });
    expect((await repeat(buyer, id)).status).toBe(200);
    expect(await cartOf(buyer)).toEqual({ [good.id]: kg * 3 });
  });

  it("'Повторить заказ' sent twice at the same moment with one key changes the cart once", async () => {
    const buyer = await createBuyer(api);
    const good = await product(buyer, 1000);
    const kg = good.step * 4;
    const id = await placedOrder(buyer, good, kg);
    const key = newKey();

    const answers = await Promise.all([repeat(buyer, id, key), repeat(buyer, id, key)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await cartOf(buyer)).toEqual({ [good.id]: kg });
  });

  it("the quick order's add sent twice with one key adds once, one after the other or at once", async () => {
    const buyer = await createBuyer(api);
    const [a, b] = [await product(buyer, 1000), await product(buyer, 1000)];
    const key = newKey();

    const first = await quickAdd(buyer, `${a.id}:${a.step}`, key);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Добавлено в корзину: 1 позиция');
    const second = await quickAdd(buyer, `${a.id}:${a.step}`, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await cartOf(buyer)).toEqual({ [a.id]: a.step });

    const other = newKey();
    const both = await Promise.all([
      quickAdd(buyer, `${b.id}:${b.step}`, other),
      quickAdd(buyer, `${b.id}:${b.step}`, other),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1]!.body).toEqual(both[0]!.body);
    expect(await cartOf(buyer)).toEqual({ [a.id]: a.step, [b.id]: b.step });

    // A key is the buyer's own: another buyer sending the same one gets a change of their own.
    const stranger = await createBuyer(api);
    expect((await quickAdd(stranger, `${a.id}:${a.step}`, key)).status).toBe(200);
    expect(await cartOf(stranger)).toEqual({ [a.id]: a.step });
    expect(await cartOf(buyer)).toEqual({ [a.id]: a.step, [b.id]: b.step });
  });

  it('a malformed key, or one key for two different actions, is refused with the field named', async () => {
    const buyer = await createBuyer(api);
    const good = await product(buyer, 1000);
    const id = await placedOrder(buyer, good, good.step);

    const bad = await repeat(buyer, id, 'ключ с пробелами');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.idempotency_key).toBe('Обновите страницу и повторите действие');
    const short = await quickAdd(buyer, `${good.id}:${good.step}`, 'abc');
    expect(short.status).toBe(400);
    expect(short.body.errors?.idempotency_key).toBe('Обновите страницу и повторите действие');

    const key = newKey();
    expect((await quickAdd(buyer, `${good.id}:${good.step}`, key)).status).toBe(200);
    const reused = await quickAdd(buyer, `${good.id}:${good.step * 2}`, key);
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.idempotency_key).toBe('Обновите страницу и повторите действие');
    expect(await cartOf(buyer)).toEqual({ [good.id]: good.step });
  });

  it('a refused call keeps no answer: its key, sent again once the stock is back, adds once', async () => {
    const buyer = await createBuyer(api);
    const good = await product(buyer, 0);
    const key = newKey();
    expect((await quickAdd(buyer, `${good.id}:${good.step}`, key)).status).toBe(409);
    await db
      .update(stock)
      .set({ amount: 1000 })
      .where(and(eq(stock.productId, good.id), eq(stock.storeId, buyer.storeId)));
    expect((await quickAdd(buyer, `${good.id}:${good.step}`, key)).status).toBe(200);
    expect((await quickAdd(buyer, `${good.id}:${good.step}`, key)).status).toBe(200);
    expect(await cartOf(buyer)).toEqual({ [good.id]: good.step });
  });

  it('answers kept for more than a day are forgotten on the next keyed call', async () => {
    const [buyer, other] = [await createBuyer(api), await createBuyer(api)];
    const good = await product(buyer, 1000);
    const id = await placedOrder(buyer, good, good.step);
    const [old, recent] = [newKey(), newKey()];
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    const kept = (userId: number, key: string, createdAt: Date) => ({
      userId,
      scope: 'repeat_order' as const,
      key,
      fingerprint: String(id),
      answer: { lines: [] },
      createdAt,
    });
    await db
      .insert(idempotentRequests)
      .values([
        kept(buyer.id, old, hours(25)),
        kept(other.id, newKey(), hours(48)),
        kept(other.id, recent, hours(1)),
      ]);

    // The day-old key no longer answers: the order is repeated.
    expect((await repeat(buyer, id, old)).status).toBe(200);
    expect(await cartOf(buyer)).toEqual({ [good.id]: good.step });
    const left = await db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(inArray(idempotentRequests.userId, [buyer.id, other.id]));
    expect(left.map((r) => r.key).sort()).toEqual([old, recent].sort());
  });
});
