import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { dataForOrderSchema, storeInfoSchema, totalBasketSchema } from '@/lib/api/contract/order';
import {
  cartItems,
  orderItems,
  orders,
  packingLimits,
  productPrices,
  products,
  stock,
} from '@/server/db/schema';
import { PRIVACY_POLICY_VERSION } from '@/server/modules/consent/policy';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = {
  status: string;
  message?: string;
  data?: { orderId: number; repeated: boolean };
  errors?: Record<string, string>;
};

describe.each(backends())('checkout on %s', (backend) => {
  let api: TestApi;
  let rollStep: number;
  let nextSkip = 20;

  /** A roll product with `amount` kg at the warehouse and a known price. */
  async function product(storeId: number, amount: number, price = 512.5) {
    const db = api.handle.db;
    const [row] = await db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.packing, 'roll'), eq(products.active, true)))
      .orderBy(products.id)
      .offset(nextSkip++)
      .limit(1);
    await db
      .insert(stock)
      .values({ productId: row!.id, storeId, amount })
      .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
    // The same price in every price type (issue #35): any buyer pays it.
    await db.update(products).set({ price }).where(eq(products.id, row!.id));
    await db.update(productPrices).set({ price }).where(eq(productPrices.productId, row!.id));
    return row!;
  }
  const stockOf = async (productId: number, storeId: number) =>
    (
      await api.handle.db
        .select({ amount: stock.amount })
        .from(stock)
        .where(and(eq(stock.productId, productId), eq(stock.storeId, storeId)))
    )[0]?.amount;
  const add = (who: TestBuyer, productId: number, kg: number) =>
    api.json(
      '/basket/addItemsToBasket',
      who.init(form({ product_id: String(productId), quantity: String(kg) })),
    );
  const checkout = (who: TestBuyer, fields: Record<string, string> = {}) =>
    api.json<Envelope>(
      '/order/createOrder',
      who.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          recipient_address: 'г. Иваново, ул. Ткацкая, д. 5',
          delivery: 'pickup',
          payment: 'card',
          consent: 'true',
          ...fields,
        }),
      ),
    );

  beforeAll(async () => {
    api = await startApi(backend);
    const [roll] = await api.handle.db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, 'roll'));
    rollStep = roll!.stepKg;
  });
  afterAll(() => api.close());

  it('152-FZ: an order without the consent is refused; with it the order keeps when, where from and which edition', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, 100);
    await add(buyer, a.id, rollStep);
    for (const consent of ['', 'false']) {
      const refused = await checkout(buyer, { consent });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        consent: 'Необходимо дать согласие на обработку персональных данных',
      });
    }
    // A saved recipient is personal data too: the consent is asked for every order.
    const saved = await checkout(buyer, { recipient_id: '1', consent: '' });
    expect(saved.body.errors?.consent).toBe(
      'Необходимо дать согласие на обработку персональных данных',
    );
    expect(await stockOf(a.id, buyer.storeId)).toBe(100);

    const started = Date.now();
    const placed = await api.json<Envelope>(
      '/order/createOrder',
      buyer.init({
        ...form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          recipient_address: 'г. Иваново, ул. Ткацкая, д. 5',
          delivery: 'pickup',
          payment: 'card',
          consent: 'on',
        }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '198.51.100.23',
        },
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await api.handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.data!.orderId));
    expect(order?.consentPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(order!.consentGivenAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(order?.consentAddress).toBe('198.51.100.23');
  });

  it('places an order in one go: stock taken, prices fixed, cart emptied, buyer and manager mailed', async () => {
    const buyer = await createBuyer(api, { withManager: true });
    const a = await product(buyer.storeId, 100, 512.5);
    const b = await product(buyer.storeId, 100, 99.99);
    await add(buyer, a.id, rollStep * 2);
    await add(buyer, b.id, rollStep);

    const summary = successEnvelope(totalBasketSchema).parse(
      (await api.json('/order/getTotalBasketInOrder', buyer.init())).body,
    ).data;
    expect(summary.cart_result.kg_count).toBe(rollStep * 3);

    const { status, body } = await checkout(buyer, { comment: '  Позвоните заранее  ' });
    expect(status, JSON.stringify(body)).toBe(200);
    const orderId = body.data!.orderId;
    expect(body.data!.repeated).toBe(false);

    expect(await stockOf(a.id, buyer.storeId)).toBe(100 - rollStep * 2);
    expect(await stockOf(b.id, buyer.storeId)).toBe(100 - rollStep);
    const [order] = await api.handle.db.select().from(orders).where(eq(orders.id, orderId));
    const expectedKopecks = Math.round(51250 * rollStep * 2) + Math.round(9999 * rollStep);
    expect(order).toMatchObject({
      userId: buyer.id,
      storeId: buyer.storeId,
      status: 'new',
      delivery: 'pickup',
      payment: 'card',
      comment: 'Позвоните заранее',
      totalKg: rollStep * 3,
      totalPrice: expectedKopecks / 100,
      recipient: expect.objectContaining({ name: 'Петров Пётр' }),
    });
    const items = await api.handle.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(items).toHaveLength(2);
    expect(items.find((i) => i.productId === a.id)).toMatchObject({
      price: 512.5,
      quantity: rollStep * 2,
    });

    // A later price change does not touch the order.
    await api.handle.db.update(products).set({ price: 1 }).where(eq(products.id, a.id));
    const [again] = await api.handle.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, a.id)));
    expect(again!.price).toBe(512.5);

    expect(
      await api.handle.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id)),
    ).toEqual([]);
    const mail = await api.outbox();
    const toBuyer = mail.find((m) => m.to === buyer.email);
    expect(toBuyer?.subject).toBe(`Заказ № ${orderId} принят`);
    expect(toBuyer?.text).toContain(a.title);
    expect(mail.find((m) => m.subject === `Новый заказ № ${orderId}`)?.to).not.toBe(buyer.email);

    // The recipient is saved for the next checkout.
    const data = successEnvelope(dataForOrderSchema).parse(
      (await api.json('/order/getDataForOrder', buyer.init())).body,
    ).data;
    expect(data.recipients.map((r) => r.name)).toContain('Петров Пётр');
    expect(data.store.id).toBe(buyer.storeId);
    expect(data.manager).not.toBeNull();
    const info = successEnvelope(storeInfoSchema).parse(
      (await api.json('/order/getStoreInfoForOrder', buyer.init())).body,
    ).data;
    expect(info.manager?.name).toBe(data.manager?.name);
  });

  it('orders only the chosen lines and keeps the others in the cart', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, 100);
    const b = await product(buyer.storeId, 100);
    await add(buyer, a.id, rollStep);
    await add(buyer, b.id, rollStep);
    const { status } = await checkout(buyer, { product_id: String(a.id) });
    expect(status).toBe(200);
    const left = await api.handle.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(left.map((l) => l.productId)).toEqual([b.id]);
    expect(await stockOf(b.id, buyer.storeId)).toBe(100);
  });

  it('pickup is ordered without an address; that recipient cannot then be delivered to', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, 100);
    await add(buyer, a.id, rollStep);
    const placed = await checkout(buyer, { recipient_address: '', delivery: 'pickup' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await api.handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.data!.orderId));
    expect(order!.delivery).toBe('pickup');
    expect(order!.recipient.address).toBe('');

    await add(buyer, a.id, rollStep);
    const recipients = await api.json<{ data: { id: number }[] }>(
      '/personalAccount/listOfGoodsRecipients',
      buyer.init(),
    );
    const saved = recipients.body.data.at(-1)!.id;
    const delivered = await checkout(buyer, { recipient_id: String(saved), delivery: 'city' });
    expect(delivered.status).toBe(400);
    expect(delivered.body.errors).toEqual({
      recipient_id: 'У получателя нет адреса доставки: добавьте адрес или выберите самовывоз',
    });
    const pickedUp = await checkout(buyer, { recipient_id: String(saved) });
    expect(pickedUp.status).toBe(200);
  });

  it('a double submit with the same key makes one order and answers the same number', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, 100);
    await add(buyer, a.id, rollStep);
    const key = `dbl-${crypto.randomUUID()}`;
    const [first, second] = await Promise.all([
      checkout(buyer, { idempotency_key: key }),
      checkout(buyer, { idempotency_key: key }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(first.body.data!.orderId).toBe(second.body.data!.orderId);
    const retry = await checkout(buyer, { idempotency_key: key });
    expect(retry.body.data).toEqual({ orderId: first.body.data!.orderId, repeated: true });
    const placed = await api.handle.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(placed).toHaveLength(1);
    expect(await stockOf(a.id, buyer.storeId)).toBe(100 - rollStep);
  });

  it('two buyers racing for the last kilograms: one order wins, the other gets a 409, stock never negative', async () => {
    const first = await createBuyer(api);
    const second = await createBuyer(api);
    const last = await product(first.storeId, rollStep);
    expect((await add(first, last.id, rollStep)).status).toBe(200);
    expect((await add(second, last.id, rollStep)).status).toBe(200);

    const results = await Promise.all([checkout(first), checkout(second)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.message).toBe(
      `Товар «${last.title}» закончился на вашем складе — удалите его из корзины`,
    );
    expect(await stockOf(last.id, first.storeId)).toBe(0);
    const placed = await api.handle.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, last.id));
    expect(placed).toHaveLength(1);
  });

  it('many buyers at once never take more than there is', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(api)));
    const scarce = await product(buyers[0]!.storeId, rollStep * 2);
    for (const b of buyers) await add(b, scarce.id, rollStep);
    const results = await Promise.all(buyers.map((b) => checkout(b)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await stockOf(scarce.id, buyers[0]!.storeId)).toBe(0);
  });

  it('too little stock for the line: 409 with the kilograms left, nothing written', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, rollStep * 2);
    await add(buyer, a.id, rollStep * 2);
    await api.handle.db
      .update(stock)
      .set({ amount: rollStep })
      .where(and(eq(stock.productId, a.id), eq(stock.storeId, buyer.storeId)));
    const { status, body } = await checkout(buyer);
    expect(status).toBe(409);
    expect(body.message).toBe(
      `Товара «${a.title}» на вашем складе осталось ${rollStep} кг — измените количество в корзине`,
    );
    expect(await api.handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual(
      [],
    );
    expect(
      await api.handle.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id)),
    ).toHaveLength(1);
  });

  it('an empty cart, bad fields and anonymous callers get clear Russian answers', async () => {
    const buyer = await createBuyer(api);
    const empty = await checkout(buyer);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('В корзине нет товаров для заказа');

    const badBase = await api.json<Envelope>(
      '/order/createOrder',
      buyer.init(form({ idempotency_key: 'x', delivery: 'rocket' })),
    );
    expect(badBase.status).toBe(400);
    expect(badBase.body.errors).toMatchObject({
      idempotency_key: 'Обновите страницу оформления заказа',
      delivery: 'Выберите способ доставки',
      payment: 'Выберите способ оплаты',
    });
    // Pickup takes no address; delivery to the city does.
    const noAddress = await checkout(buyer, { recipient_address: '', delivery: 'city' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors).toEqual({ recipient_address: 'Обязательное поле' });
    const pickupNoAddress = await checkout(buyer, { recipient_address: '' });
    expect(pickupNoAddress.status).toBe(409); // valid: only the cart is empty

    const badRecipient = await checkout(buyer, {
      recipient_name: 'A',
      recipient_phone: '12',
      recipient_email: 'nope',
      recipient_address: ' ',
      delivery: 'transport',
    });
    expect(badRecipient.status).toBe(400);
    expect(badRecipient.body.errors).toEqual({
      recipient_name: 'Некорректные ФИО',
      recipient_phone: 'Некорректный номер телефона',
      recipient_email: 'Недопустимый e-mail. Пример: ivanov@mail.ru',
      recipient_address: 'Обязательное поле',
    });

    const other = await createBuyer(api);
    const a = await product(buyer.storeId, 100);
    await add(buyer, a.id, rollStep);
    await checkout(other, { product_id: String(a.id) }); // someone else's recipient next
    const foreign = await checkout(buyer, { recipient_id: '999999' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.recipient_id).toBe('Получатель не найден');

    const anonymous = await api.json<Envelope>('/order/createOrder', form({}));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Необходимо войти в личный кабинет');
  });
});
