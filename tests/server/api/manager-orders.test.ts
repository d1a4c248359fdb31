import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  managerOrderDetailSchema,
  managerOrdersListSchema,
  type ManagerOrderDetail,
  type ManagerOrdersList,
} from '@/lib/api/contract/manager-orders';
import { ordersListSchema, type OrderStatus } from '@/lib/api/contract/orders';
import { orderEvents, orders, products, stock, users } from '@/server/db/schema';
import { DEMO_HEAD_EMAIL } from '@/server/db/seed/accounts';
import { backends, BUYER_HEADER, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

interface Envelope<T = unknown> {
  status: string;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

type Role = 'manager' | 'head';

describe.each(backends())('orders in the managers’ workspace on %s', (backend) => {
  let api: TestApi;
  const staff = { msk: 0, spb: 0, head: 0 };
  let nextSkip = 40;

  const as = (userId: number, role: Role, init: RequestInit = {}) => ({
    ...init,
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      [BUYER_HEADER]: `${userId}:1:${role}`,
    },
  });
  const get = <T>(userId: number, path: string, role: Role = 'manager') =>
    api.json<Envelope<T>>(path, as(userId, role));
  const move = (
    userId: number,
    id: number,
    fields: { status: string; from: string; reason?: string },
    role: Role = 'manager',
  ) =>
    api.json<Envelope<ManagerOrderDetail>>(
      `/manager/orders/${id}/status/`,
      as(userId, role, form(fields as Record<string, string>)),
    );

  async function staffId(email: string) {
    const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  }

  /** A roll product (packed in 20 kg steps) with `amount` kg at the warehouse. */
  async function product(storeId: number, amount: number) {
    const [row] = await api.handle.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.packing, 'roll'), eq(products.active, true)))
      .orderBy(products.id)
      .offset(nextSkip++)
      .limit(1);
    await api.handle.db
      .insert(stock)
      .values({ productId: row!.id, storeId, amount })
      .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
    return row!;
  }

  const stockOf = async (productId: number, storeId: number) =>
    (
      await api.handle.db
        .select({ amount: stock.amount })
        .from(stock)
        .where(and(eq(stock.productId, productId), eq(stock.storeId, storeId)))
    )[0]?.amount;

  /** A real checkout through the shop's API: stock taken, the first event written. */
  async function placeOrder(buyer: TestBuyer, kg = 100) {
    const item = await product(buyer.storeId, 1000);
    const added = await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(item.id), quantity: String(kg) })),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const placed = await api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      buyer.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          delivery: 'pickup',
          payment: 'card',
          comment: 'Позвонить перед отгрузкой',
          consent: 'true',
        }),
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { id: placed.body.data.orderId, productId: item.id, title: item.title };
  }

  let mskBuyer: TestBuyer;
  let spbBuyer: TestBuyer;
  let mskId: number;

  beforeAll(async () => {
    api = await startApi(backend);
    staff.msk = await staffId('manager.msk@selvedge.local');
    staff.spb = await staffId('manager.spb@selvedge.local');
    staff.head = await staffId(DEMO_HEAD_EMAIL);
    mskBuyer = await createBuyer(api, { storeXmlId: 'msk', userType: 'legal_entity' });
    spbBuyer = await createBuyer(api, { storeXmlId: 'spb' });
  });
  afterAll(() => api?.close());

  it('answers a buyer 403 and a visitor 401 on every order call, in the envelope', async () => {
    for (const [path, init] of [
      ['/manager/orders/', {}],
      ['/manager/orders/1/', {}],
      ['/manager/orders/1/status/', form({ status: 'confirmed', from: 'new' })],
    ] as const) {
      const asBuyer = await api.json<Envelope>(path, mskBuyer.init(init));
      expect(asBuyer.status, path).toBe(403);
      expect(asBuyer.body).toEqual({
        status: 'error',
        message: 'Раздел доступен только сотрудникам',
      });
      expect((await api.json<Envelope>(path, init)).status, path).toBe(401);
    }
  });

  it('lists the orders of the manager’s warehouse, newest first; the head sees all', async () => {
    const first = await placeOrder(mskBuyer);
    const second = await placeOrder(mskBuyer, 60);
    const other = await placeOrder(spbBuyer);
    mskId = second.id;

    const mine = await get<ManagerOrdersList>(staff.msk, '/manager/orders/?perPage=100');
    expect(mine.status).toBe(200);
    const list = successEnvelope(managerOrdersListSchema).parse(mine.body).data;
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(other.id);
    expect(list.items.every((item) => item.warehouse.xml_id === 'msk')).toBe(true);
    const [company] = await api.handle.db
      .select({ fio: users.fio, email: users.email })
      .from(users)
      .where(eq(users.id, mskBuyer.id));
    expect(list.items.find((item) => item.id === second.id)).toMatchObject({
      status: 'new',
      status_name: 'Новый',
      buyer: { id: mskBuyer.id, name: company!.fio, email: company!.email },
      lines: 1,
      total_kg: 60,
    });
    expect(list.items.find((item) => item.id === second.id)?.buyer.company).toMatch(/^ООО/);

    const head = await get<ManagerOrdersList>(staff.head, '/manager/orders/?perPage=100', 'head');
    expect(head.body.data.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id, other.id]),
    );
    const bySpb = await get<ManagerOrdersList>(
      staff.head,
      '/manager/orders/?warehouse=spb&perPage=100',
      'head',
    );
    expect(bySpb.body.data.items.map((item) => item.id)).toContain(other.id);
    expect(bySpb.body.data.items.every((item) => item.warehouse.xml_id === 'spb')).toBe(true);

    // Pages and counts.
    const one = await get<ManagerOrdersList>(staff.head, '/manager/orders/?perPage=1', 'head');
    expect(one.body.data.items).toHaveLength(1);
    expect(one.body.data.total).toBe(one.body.data.counts.all);
    expect(one.body.data.pages).toBe(one.body.data.counts.all);
    const page2 = await get<ManagerOrdersList>(
      staff.head,
      '/manager/orders/?perPage=1&page=2',
      'head',
    );
    expect(page2.body.data.items[0]!.id).not.toBe(one.body.data.items[0]!.id);
    const newOnly = await get<ManagerOrdersList>(staff.msk, '/manager/orders/?status=new');
    expect(newOnly.body.data.items.every((item) => item.status === 'new')).toBe(true);
    expect(newOnly.body.data.total).toBe(newOnly.body.data.counts.new);
  });

  it('opens an order’s card with buyer, recipient, lines, totals and history; another warehouse’s is a 404', async () => {
    const card = await get<ManagerOrderDetail>(staff.msk, `/manager/orders/${mskId}/`);
    expect(card.status).toBe(200);
    const data = successEnvelope(managerOrderDetailSchema).parse(card.body).data;
    expect(data).toMatchObject({
      id: mskId,
      recipient: { name: 'Петров Пётр', phone: '+7 (912) 345-67-89' },
      delivery: 'pickup',
      delivery_name: 'Самовывоз со склада',
      payment: 'card',
      comment: 'Позвонить перед отгрузкой',
      total_kg: 60,
      next_statuses: ['confirmed', 'cancelled'],
    });
    expect(data.items).toHaveLength(1);
    expect(data.items[0]!.quantity).toBe(60);
    expect(data.items[0]!.href).toMatch(/^\/catalog\/.+\/.+\/$/);
    expect(data.items[0]!.sum).toBeCloseTo(data.total_price, 2);
    expect(data.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'new',
        text: 'Заказ оформлен',
        actor: { kind: 'buyer', name: expect.any(String) },
      }),
    ]);

    const spbOrder = await placeOrder(spbBuyer);
    const foreign = await get(staff.msk, `/manager/orders/${spbOrder.id}/`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ status: 'error', message: 'Заказ не найден' });
    const foreignMove = await move(staff.msk, spbOrder.id, { status: 'confirmed', from: 'new' });
    expect(foreignMove.status).toBe(404);
    expect((await get(staff.spb, `/manager/orders/${spbOrder.id}/`)).status).toBe(200);
    expect((await get(staff.head, `/manager/orders/${spbOrder.id}/`, 'head')).status).toBe(200);
    expect((await get(staff.msk, '/manager/orders/999999/')).status).toBe(404);
  });

  it('moves an order new → confirmed → assembling → shipped → delivered, one step at a time, mailing the buyer each time', async () => {
    const order = await placeOrder(mskBuyer);
    const steps: OrderStatus[] = ['new', 'confirmed', 'assembling', 'shipped', 'delivered'];
    for (let i = 1; i < steps.length; i += 1) {
      const answer = await move(staff.msk, order.id, { status: steps[i]!, from: steps[i - 1]! });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe('Статус заказа изменён');
      expect(answer.body.data.status).toBe(steps[i]);
    }
    const card = await get<ManagerOrderDetail>(staff.msk, `/manager/orders/${order.id}/`);
    const [me] = await api.handle.db.select().from(users).where(eq(users.id, staff.msk));
    expect(card.body.data.history.map((event) => event.text)).toEqual([
      'Заказ оформлен',
      'Статус: «Новый» → «Подтверждён»',
      'Статус: «Подтверждён» → «Комплектуется»',
      'Статус: «Комплектуется» → «Отгружен»',
      'Статус: «Отгружен» → «Доставлен»',
    ]);
    expect(card.body.data.history.slice(1).every((e) => e.actor.name === me!.fio)).toBe(true);
    expect(card.body.data.next_statuses).toEqual([]);

    const mails = (await api.outbox()).filter((m) => m.subject.startsWith(`Заказ № ${order.id}:`));
    expect(mails.map((m) => m.subject)).toEqual([
      `Заказ № ${order.id}: Подтверждён`,
      `Заказ № ${order.id}: Комплектуется`,
      `Заказ № ${order.id}: Отгружен`,
      `Заказ № ${order.id}: Доставлен`,
    ]);
    expect(mails.every((m) => m.to === mskBuyer.email)).toBe(true);
    expect(mails[2]!.text).toContain('новый статус: «Отгружен»');
    expect(mails[2]!.text).toContain('http://');
    expect(mails[2]!.text).toContain('/user/history/');
  });

  it('refuses skipped steps, going back, the same status, and a cancel after shipping (409); bad input is a Russian 400', async () => {
    const order = await placeOrder(mskBuyer);
    const skip = await move(staff.msk, order.id, { status: 'shipped', from: 'new' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('Из статуса «Новый» нельзя перевести в «Отгружен»');
    const same = await move(staff.msk, order.id, { status: 'new', from: 'new' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('Заказ уже в этом статусе');
    for (const [status, from] of [
      ['confirmed', 'new'],
      ['assembling', 'confirmed'],
      ['shipped', 'assembling'],
    ])
      expect((await move(staff.msk, order.id, { status: status!, from: from! })).status).toBe(200);
    const back = await move(staff.msk, order.id, { status: 'assembling', from: 'shipped' });
    expect(back.status).toBe(409);
    const late = await move(staff.msk, order.id, {
      status: 'cancelled',
      from: 'shipped',
      reason: 'Передумали',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Из статуса «Отгружен» нельзя перевести в «Отменён»');

    const bad = await api.json<Envelope>(
      `/manager/orders/${order.id}/status/`,
      as(staff.msk, 'manager', form({ status: 'archived' })),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      status: 'Неизвестный статус заказа',
      from: 'Укажите статус, который вы видели',
    });
    const noReason = await move(staff.msk, order.id, { status: 'cancelled', from: 'shipped' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Укажите причину отмены' });
    const blank = await move(staff.msk, order.id, {
      status: 'cancelled',
      from: 'shipped',
      reason: '   ',
    });
    expect(blank.body.errors).toEqual({ reason: 'Укажите причину отмены' });
    const long = await move(staff.msk, order.id, {
      status: 'cancelled',
      from: 'shipped',
      reason: 'я'.repeat(501),
    });
    expect(long.body.errors).toEqual({ reason: 'Не более 500 символов' });
    const list = await get(staff.msk, '/manager/orders/?status=lost&page=0&warehouse=%3Cx%3E');
    expect(list.status).toBe(400);
    expect(list.body.errors).toMatchObject({
      status: 'Неизвестный статус заказа',
      page: 'Некорректный номер страницы',
      warehouse: 'Неизвестный склад',
    });
    expect((await get(staff.msk, '/manager/orders/?warehouse=nsk')).body.errors).toEqual({
      warehouse: 'Неизвестный склад',
    });
    expect((await get(staff.msk, '/manager/orders/abc/')).status).toBe(400);
  });

  it('cancels with a reason, returning exactly the ordered kilograms in the same transaction; the buyer is told why', async () => {
    const order = await placeOrder(mskBuyer, 120);
    const before = await stockOf(order.productId, mskBuyer.storeId);
    expect(before).toBe(880);
    await move(staff.msk, order.id, { status: 'confirmed', from: 'new' });
    await move(staff.msk, order.id, { status: 'assembling', from: 'confirmed' });
    const cancelled = await move(staff.msk, order.id, {
      status: 'cancelled',
      from: 'assembling',
      reason: 'Брак в рулоне, замены нет',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.history.at(-1)).toMatchObject({
      to: 'cancelled',
      reason: 'Брак в рулоне, замены нет',
    });
    expect(await stockOf(order.productId, mskBuyer.storeId)).toBe(1000);
    // Nothing more can happen to it, and the stock never goes back twice.
    const again = await move(staff.msk, order.id, {
      status: 'cancelled',
      from: 'cancelled',
      reason: 'ещё раз',
    });
    expect(again.status).toBe(409);
    const buyerAgain = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      mskBuyer.init(form({ id: String(order.id) })),
    );
    expect(buyerAgain.status).toBe(409);
    expect(await stockOf(order.productId, mskBuyer.storeId)).toBe(1000);

    const mail = (await api.outbox()).find((m) => m.subject === `Заказ № ${order.id}: Отменён`);
    expect(mail?.to).toBe(mskBuyer.email);
    expect(mail?.text).toContain('Причина отмены: Брак в рулоне, замены нет');
  });

  it('lets one of two concurrent changes win and tells the other (409), writing one event', async () => {
    const order = await placeOrder(mskBuyer, 40);
    const [a, b] = await Promise.all([
      move(staff.msk, order.id, { status: 'confirmed', from: 'new' }),
      move(staff.head, order.id, { status: 'cancelled', from: 'new', reason: 'Дубль' }, 'head'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe(
      'Заказ только что изменил другой сотрудник или покупатель: обновите страницу и проверьте его статус',
    );
    const events = await api.handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(2);
    // A stale screen is refused too: the buyer cancelled while the manager looked at 'new'.
    const stale = await placeOrder(mskBuyer, 20);
    const own = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      mskBuyer.init(form({ id: String(stale.id) })),
    );
    expect(own.status).toBe(200);
    const late = await move(staff.msk, stale.id, { status: 'confirmed', from: 'new' });
    expect(late.status).toBe(409);
    const [row] = await api.handle.db.select().from(orders).where(eq(orders.id, stale.id));
    expect(row!.status).toBe('cancelled');
  });

  it('shows the buyer each change with its label, date and the reason; the buyer’s own cancel stops at shipping', async () => {
    const shipped = await placeOrder(mskBuyer, 20);
    for (const [status, from] of [
      ['confirmed', 'new'],
      ['assembling', 'confirmed'],
      ['shipped', 'assembling'],
    ])
      await move(staff.msk, shipped.id, { status: status!, from: from! });
    const refused = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      mskBuyer.init(form({ id: String(shipped.id) })),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Заказ уже отгружен, отменить его нельзя');

    const cancelled = await placeOrder(mskBuyer, 20);
    await move(staff.msk, cancelled.id, {
      status: 'cancelled',
      from: 'new',
      reason: 'Нет оплаты',
    });

    const { body } = await api.json(
      '/personalAccountOrders/getListOrders/?perPage=50',
      mskBuyer.init(),
    );
    const list = successEnvelope(ordersListSchema).parse(body).data;
    const mine = list.orders.find((o) => o.id === shipped.id)!;
    expect(mine.status_name).toBe('Отгружен');
    expect(mine.can_cancel).toBe(false);
    expect(mine.history.map((e) => [e.status_name, e.by])).toEqual([
      ['Новый', 'buyer'],
      ['Подтверждён', 'staff'],
      ['Комплектуется', 'staff'],
      ['Отгружен', 'staff'],
    ]);
    expect(mine.status_at).toBe(mine.history.at(-1)!.at);
    const gone = list.orders.find((o) => o.id === cancelled.id)!;
    expect(gone.cancel_reason).toBe('Нет оплаты');
    expect(gone.history.at(-1)).toMatchObject({ status_name: 'Отменён', reason: 'Нет оплаты' });

    // The buyer cannot cancel once assembling has started either, and is told who can.
    const assembling = await placeOrder(mskBuyer, 20);
    await move(staff.msk, assembling.id, { status: 'confirmed', from: 'new' });
    await move(staff.msk, assembling.id, { status: 'assembling', from: 'confirmed' });
    const tooLate = await api.json<Envelope>(
      '/personalAccountOrders/orderCancellation/',
      mskBuyer.init(form({ id: String(assembling.id) })),
    );
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(
      'Заказ уже комплектуется: отменить его теперь может только ваш менеджер',
    );
  });

  it('records the buyer’s own cancel in the history', async () => {
    const order = await placeOrder(spbBuyer, 20);
    await api.json(
      '/personalAccountOrders/orderCancellation/',
      spbBuyer.init(form({ id: String(order.id) })),
    );
    const card = await get<ManagerOrderDetail>(staff.spb, `/manager/orders/${order.id}/`);
    expect(card.body.data.history.at(-1)).toMatchObject({
      from: 'new',
      to: 'cancelled',
      actor: { kind: 'buyer' },
    });
  });

  it('lists the calls in the OpenAPI document under the manager tag', async () => {
    const doc = await api.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      '/openapi.json',
    );
    for (const path of [
      '/api/v1/manager/orders',
      '/api/v1/manager/orders/{id}',
      '/api/v1/manager/orders/{id}/status',
    ]) {
      const operation = Object.values(doc.body.paths[path] ?? {})[0];
      expect(operation?.tags, path).toEqual(['manager']);
    }
  });
});
