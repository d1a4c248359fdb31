/**
 * The orders exchange with 1C (issue #35, type=sale), below the HTTP protocol: what a query
 * sends, what a commit settles, and what the documents 1C sends back do to the orders.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products, stock, users } from '@/server/db/schema';
import { CmlError } from '@/server/modules/exchange/cml/errors';
import type { CmlDocument } from '@/server/modules/exchange/cml/types';
import { moveOrderStatus } from '@/server/modules/order/status';
import {
  createSaleExchange,
  type CursorStore,
  type SaleExchangeService,
} from '@/server/modules/exchange/sale';
import {
  createExchangeCursorStore,
  createExchangeHandler,
} from '@/server/modules/exchange/protocol';
import { DEMO_EXCHANGE_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { createMemoryRateLimiter } from '@/server/platform/rate-limit';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';
import { cml, cmlBytes, readAll } from '../../support/cml';

interface Envelope<T = unknown> {
  status: string;
  data: T;
}

function memoryCursors(): CursorStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
  };
}

/** A document as 1C sends it back: the site's number, 1C's own Ид, and its requisites. */
function document1c(number: string, requisites: Record<string, string>, extra = '') {
  const values = Object.entries(requisites)
    .map(
      ([name, value]) =>
        `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`,
    )
    .join('');
  return (
    `<Документ><Ид>e1c00000-0000-0000-0000-${number.padStart(12, '0')}</Ид><Номер>${number}</Номер>` +
    `<Дата>2025-03-14</Дата><ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль>` +
    `<Валюта>руб</Валюта><Курс>1</Курс><Сумма>1,00</Сумма>${extra}` +
    `<ЗначенияРеквизитов>${values}</ЗначенияРеквизитов></Документ>`
  );
}

describe.each(backends())('the orders exchange with 1C on %s', (backend) => {
  let api: TestApi;
  let dir: string;
  let exchangeUserId: number;
  let company: TestBuyer;
  let person: TestBuyer;
  let nextSkip = 120;

  const saleFor = (cursors: CursorStore, batchSize?: number): SaleExchangeService =>
    createSaleExchange({
      db: api.handle.db,
      cursors,
      actor: { id: exchangeUserId, kind: 'exchange' },
      mailer: api.deps.mailer,
      cache: api.deps.cache,
      pages: api.deps.pages,
      config: api.deps.config,
      log: api.deps.logger,
      batchSize,
    });

  /** A real checkout through the shop's API (stock taken, the first event written). */
  async function placeOrder(
    buyer: TestBuyer,
    fields: Record<string, string>,
    kg = 40,
  ): Promise<{ id: number; productId: number; code: string; article: string | null }> {
    const [item] = await api.handle.db
      .select({ id: products.id, code: products.code, article: products.article })
      .from(products)
      .where(and(eq(products.packing, 'roll'), eq(products.active, true)))
      .orderBy(products.id)
      .offset(nextSkip++)
      .limit(1);
    await api.handle.db
      .insert(stock)
      .values({ productId: item!.id, storeId: buyer.storeId, amount: 1000 })
      .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount: 1000 } });
    const added = await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(item!.id), quantity: String(kg) })),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const placed = await api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      buyer.init(
        form({ idempotency_key: `key-${crypto.randomUUID()}`, consent: 'true', ...fields }),
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return {
      id: placed.body.data.orderId,
      productId: item!.id,
      code: item!.code,
      article: item!.article,
    };
  }

  const placeCompanyOrder = () =>
    placeOrder(company, {
      recipient_kind: 'company',
      recipient_name: 'ООО «Ткани и Ко»',
      recipient_phone: '+7 (495) 111-22-33',
      recipient_address: 'г. Москва, ул. Складская, д. 5',
      delivery: 'city',
      payment: 'invoice',
    });

  const placePersonOrder = () =>
    placeOrder(person, {
      recipient_name: 'Петров Пётр',
      recipient_phone: '+7 (912) 345-67-89',
      delivery: 'pickup',
      payment: 'card',
      comment: 'Позвонить за час <до 18:00> & "не раньше"',
    });

  async function documentsOf(xml: string): Promise<CmlDocument[]> {
    return (await readAll(Buffer.from(xml, 'utf8'), 'query.xml')).of('document');
  }

  async function file1c(name: string, body: string) {
    const at = path.join(dir, name);
    await writeFile(at, cmlBytes(cml(body)));
    return at;
  }

  const statusOf = async (id: number) =>
    (
      await api.handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
    )[0]!.status;
  const eventsOf = (id: number) =>
    api.handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id));
  const mailsAbout = async (id: number) =>
    (await api.outbox()).filter((mail) => mail.subject.startsWith(`Заказ № ${id}:`));

  beforeAll(async () => {
    api = await startApi(backend);
    dir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-sale-'));
    const [exchange] = await api.handle.db
      .insert(users)
      .values({
        email: `1c.${process.pid}.${Date.now()}@selvedge.local`,
        passwordHash: '!',
        fio: 'Обмен с 1С',
        phone: '',
        userType: 'individual',
        storeId: 1,
        role: 'exchange',
      })
      .returning({ id: users.id });
    exchangeUserId = exchange!.id;
    company = await createBuyer(api, { storeXmlId: 'msk', userType: 'legal_entity' });
    person = await createBuyer(api, { storeXmlId: 'spb' });
  });
  afterAll(() => api?.close());

  it('sends the orders placed since the last export with buyer, lines and requisites; a commit settles them', async () => {
    const cursors = memoryCursors();
    const sale = saleFor(cursors);
    const first = await placeCompanyOrder();
    const second = await placePersonOrder();
    // A product that came from 1C is named by 1C's own Ид; one made in the shop by its code.
    const xmlId = `b7e1c0de-0000-4000-8000-${String(second.productId).padStart(12, '0')}`;
    await api.handle.db.update(products).set({ xmlId }).where(eq(products.id, second.productId));
    const [firstRow, secondRow] = await Promise.all(
      [first.id, second.id].map(
        async (id) => (await api.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!,
      ),
    );

    const { xml, cursor } = await sale.query('2.08');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const read = await readAll(Buffer.from(xml, 'utf8'), 'query.xml');
    expect(read.summary.schemaVersion).toBe('2.08');
    const documents = read.of('document');
    expect(documents.map((d) => d.number)).toEqual([String(first.id), String(second.id)]);

    const [toCompany, toPerson] = documents;
    expect(toCompany).toMatchObject({
      id: String(first.id),
      operation: 'Заказ товара',
      currency: 'RUB',
      sum: firstRow!.totalPrice,
      counterparty: { id: `${company.id}#${company.email}`, name: `ООО «Тест ${company.id}»` },
    });
    expect(toCompany!.lines).toEqual([
      {
        id: first.code,
        name: expect.any(String),
        price: expect.any(Number),
        quantity: 40,
        sum: firstRow!.totalPrice,
        unit: { code: '166', name: 'Килограмм', short: null, international: 'KGM', text: 'кг' },
        requisites: { ВидНоменклатуры: 'Товар', ТипНоменклатуры: 'Товар' },
      },
    ]);
    expect(toCompany!.requisites).toMatchObject({
      'Метод оплаты': 'Безналичный расчёт по счёту',
      'Заказ оплачен': 'false',
      Отменен: 'false',
      'Финальный статус': 'false',
      'Статус заказа': 'Новый',
      Склад: 'Склад Москва',
      'Склад ИД': 'msk',
      'Адрес доставки': 'г. Москва, ул. Складская, д. 5',
    });
    expect(toCompany!.requisites['Дата изменения статуса']).toMatch(
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/,
    );
    expect(xml).toContain(`<ИНН>${7_700_000_000 + company.id}</ИНН>`);
    expect(xml).toContain('<Тип>Электронная почта</Тип>');
    expect(xml).not.toContain('ORDER_DELIVERY');

    expect(toPerson).toMatchObject({
      sum: secondRow!.totalPrice,
      counterparty: { name: 'Иванов Иван Иванович' },
      comment: 'Позвонить за час <до 18:00> & "не раньше"',
    });
    expect(toPerson!.lines.map((line) => line.id)).toEqual([xmlId]);
    expect(toPerson!.requisites).toMatchObject({
      'Метод оплаты': 'Банковской картой при получении',
      'Комментарии покупателя': 'Позвонить за час <до 18:00> & "не раньше"',
      'Склад ИД': 'spb',
    });
    expect(toPerson!.requisites['Адрес доставки']).toBeUndefined();
    expect(xml).toContain(`<Значение>${person.email}</Значение>`);
    expect(xml).toContain('<Фамилия>Иванов</Фамилия>');

    // Not committed: the same orders go again.
    expect((await documentsOf((await sale.query('2.08')).xml)).map((d) => d.number)).toEqual([
      String(first.id),
      String(second.id),
    ]);
    await sale.commit(cursor);
    const after = await sale.query('2.08');
    expect(await documentsOf(after.xml)).toEqual([]);
    expect(after.xml.trimEnd().endsWith('/>')).toBe(true);

    // Without a version: 2.05, its contact names.
    const old = saleFor(memoryCursors());
    const oldXml = (await old.query('')).xml;
    expect(oldXml).toContain('ВерсияСхемы="2.05"');
    expect(oldXml).toContain('<Тип>Почта</Тип>');
  });

  it('never loses an order changed between a query and its commit, and never sends one twice after it', async () => {
    const cursors = memoryCursors();
    const sale = saleFor(cursors);
    await sale.commit((await sale.query('2.08')).cursor);
    const early = await placePersonOrder();
    const first = await sale.query('2.08');
    expect((await documentsOf(first.xml)).map((d) => d.number)).toEqual([String(early.id)]);

    // Meanwhile: a new order, and the manager moves the one just sent.
    const late = await placePersonOrder();
    // And an order whose transaction began before the query but committed after it: its
    // updated_at is earlier than the newest change the query sent.
    const straggler = await placePersonOrder();
    const [sentRow] = await api.handle.db.select().from(orders).where(eq(orders.id, early.id));
    await api.handle.db
      .update(orders)
      .set({ updatedAt: new Date(sentRow!.updatedAt.getTime() - 2000) })
      .where(eq(orders.id, straggler.id));
    await api.handle.db.transaction(async (tx) => {
      await moveOrderStatus(
        tx as never,
        { id: early.id, storeId: person.storeId },
        'new',
        'confirmed',
        {
          actorId: null,
          actorKind: 'staff',
        },
      );
    });
    await sale.commit(first.cursor);

    const second = await sale.query('2.08');
    const sent = await documentsOf(second.xml);
    expect(sent.map((d) => d.number).sort()).toEqual(
      [String(early.id), String(late.id), String(straggler.id)].sort(),
    );
    expect(sent.find((d) => d.number === String(early.id))!.requisites['Статус заказа']).toBe(
      'Подтверждён',
    );
    await sale.commit(second.cursor);
    expect(await documentsOf((await sale.query('2.08')).xml)).toEqual([]);

    // 1C retrying the older success changes nothing.
    await sale.commit(first.cursor);
    expect(await documentsOf((await sale.query('2.08')).xml)).toEqual([]);
  });

  it('sends at most a batch per query; the rest come next time', async () => {
    const cursors = memoryCursors();
    const whole = saleFor(cursors);
    await whole.commit((await whole.query('2.08')).cursor);
    const a = await placePersonOrder();
    const b = await placePersonOrder();
    const sale = saleFor(cursors, 1);
    const one = await sale.query('2.08');
    expect((await documentsOf(one.xml)).map((d) => d.number)).toEqual([String(a.id)]);
    await sale.commit(one.cursor);
    const two = await sale.query('2.08');
    expect((await documentsOf(two.xml)).map((d) => d.number)).toEqual([String(b.id)]);
    await sale.commit(two.cursor);
    expect(await documentsOf((await sale.query('2.08')).xml)).toEqual([]);
  });

  it('applies the statuses 1C sends back once: an event, the buyer’s history and one mail; unknown numbers counted', async () => {
    const cursors = memoryCursors();
    const sale = saleFor(cursors);
    const shipped = await placeCompanyOrder();
    const cancelled = await placePersonOrder();
    const untouched = await placePersonOrder();
    await sale.commit((await sale.query('2.08')).cursor);
    const stockBefore = (
      await api.handle.db
        .select({ amount: stock.amount })
        .from(stock)
        .where(and(eq(stock.productId, cancelled.productId), eq(stock.storeId, person.storeId)))
    )[0]!.amount;

    const body = [
      document1c(String(shipped.id), {
        'Номер по 1С': 'ЦБ-000123',
        Проведен: 'true',
        'Дата оплаты по 1С': '2025-03-14T11:40:00',
        'Дата отгрузки по 1С': '2025-03-14T12:00:00',
        'Статус заказа': 'К отгрузке',
      }),
      document1c(String(cancelled.id), { ПометкаУдаления: 'true', 'Дата отгрузки по 1С': 'T' }),
      document1c(String(untouched.id), { 'Дата оплаты по 1С': 'T', 'Статуса заказа ИД': 'new' }),
      document1c('999999', { Проведен: 'true' }),
    ].join('\n');
    const file = await file1c('orders-1.xml', body);

    const result = await sale.importDocuments(file, 'orders-1.xml');
    expect(result).toEqual({ matched: 3, changed: 2, unknown: 1, ignored: 0 });
    expect(await statusOf(shipped.id)).toBe('shipped');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await statusOf(untouched.id)).toBe('new');

    const events = await eventsOf(cancelled.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'new',
      toStatus: 'cancelled',
      actorKind: 'exchange',
      actorId: exchangeUserId,
      reason: 'Отменён в 1С',
    });
    expect((await eventsOf(shipped.id)).at(-1)).toMatchObject({
      fromStatus: 'new',
      toStatus: 'shipped',
      actorId: exchangeUserId,
    });
    // The cancelled kilograms are back on the shelf.
    const stockAfter = (
      await api.handle.db
        .select({ amount: stock.amount })
        .from(stock)
        .where(and(eq(stock.productId, cancelled.productId), eq(stock.storeId, person.storeId)))
    )[0]!.amount;
    expect(stockAfter).toBeCloseTo(stockBefore + 40, 3);

    // The buyer's history shows it.
    const history = await api.json<
      Envelope<{ orders: { id: number; status: string; cancel_reason: string | null }[] }>
    >('/personalAccountOrders/getListOrders', person.init());
    expect(history.body.data.orders.find((o) => o.id === cancelled.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Отменён в 1С',
    });

    const shippedMails = await mailsAbout(shipped.id);
    expect(shippedMails.map((m) => [m.to, m.subject])).toEqual([
      [company.email, `Заказ № ${shipped.id}: Отгружен`],
    ]);
    const cancelMails = await mailsAbout(cancelled.id);
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]!.text).toContain('Причина отмены: Отменён в 1С');
    expect(await mailsAbout(untouched.id)).toEqual([]);

    // The same file again changes nothing.
    const eventCount = (await eventsOf(shipped.id)).length + (await eventsOf(cancelled.id)).length;
    expect(await sale.importDocuments(file, 'orders-1.xml')).toEqual({
      matched: 3,
      changed: 0,
      unknown: 1,
      ignored: 0,
    });
    expect((await eventsOf(shipped.id)).length + (await eventsOf(cancelled.id)).length).toBe(
      eventCount,
    );
    expect(await mailsAbout(shipped.id)).toHaveLength(1);
    expect(await mailsAbout(cancelled.id)).toHaveLength(1);

    // What 1C changed is not sent back to it; a later change on the site is.
    expect(await documentsOf((await sale.query('2.08')).xml)).toEqual([]);
    await api.handle.db.transaction(async (tx) => {
      await moveOrderStatus(
        tx as never,
        { id: shipped.id, storeId: company.storeId },
        'shipped',
        'delivered',
        {
          actorId: null,
          actorKind: 'staff',
        },
      );
    });
    expect((await documentsOf((await sale.query('2.08')).xml)).map((d) => d.number)).toEqual([
      String(shipped.id),
    ]);
  });

  it('refuses a malformed file whole with its CmlError, changing nothing', async () => {
    const sale = saleFor(memoryCursors());
    const order = await placePersonOrder();
    const broken = path.join(dir, 'orders-broken.xml');
    const whole = cml(document1c(String(order.id), { ПометкаУдаления: 'true' }) + '<Документ><Ид>');
    await writeFile(broken, cmlBytes(whole.replace(/<\/КоммерческаяИнформация>\s*$/, '')));
    const error = await sale.importDocuments(broken, 'orders-broken.xml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmlError);
    expect((error as CmlError).message).toContain('orders-broken.xml');
    expect(await statusOf(order.id)).toBe('new');
  });

  it('1C walks the whole orders exchange through the protocol: query, success, a status file back', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'selvedge-sale-walk-'));
    // As server/gateway/exchange.ts wires it: the session's account is the actor.
    const handler = createExchangeHandler({
      database: async () => api.handle,
      rateLimiter: createMemoryRateLimiter(),
      logger: api.deps.logger,
      root,
      sale: ({ userId, db }) =>
        createSaleExchange({
          db,
          cursors: createExchangeCursorStore(db),
          actor: { id: userId, kind: 'staff' },
          mailer: api.deps.mailer,
          cache: api.deps.cache,
          pages: api.deps.pages,
          config: api.deps.config,
          log: api.deps.logger,
        }),
    });
    let cookie = '';
    let sessid = '';
    const call = async (query: string, body?: string, auth = false) => {
      const response = await handler(
        new Request(
          `http://shop.test/bitrix/admin/1c_exchange.php?${query}${sessid ? `&${sessid}` : ''}`,
          {
            method: body === undefined ? 'GET' : 'POST',
            body,
            headers: {
              'x-forwarded-for': '10.35.250.9',
              ...(auth
                ? {
                    authorization: `Basic ${Buffer.from(`${DEMO_EXCHANGE_EMAIL}:${DEMO_PASSWORD}`).toString('base64')}`,
                  }
                : { cookie }),
            },
          },
        ),
      );
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    };

    const login = await call('type=sale&mode=checkauth', undefined, true);
    const [ok, name, value, line4] = login.text.split('\n');
    expect(ok).toBe('success');
    cookie = `${name}=${value}`;
    sessid = line4!;
    expect((await call('type=sale&mode=init&version=2.08')).text).toMatch(
      /^zip=yes\nfile_limit=\d+/,
    );

    // Whatever was waiting goes out and is settled first.
    await call('type=sale&mode=query');
    expect((await call('type=sale&mode=success')).text).toMatch(/^success/);

    const order = await placePersonOrder();
    const query = await call('type=sale&mode=query');
    expect(query.type).toContain('xml');
    const sent = await documentsOf(query.text);
    expect(sent.map((d) => d.number)).toEqual([String(order.id)]);
    expect((await call('type=sale&mode=success')).text).toMatch(/^success/);
    // Sent once: after the success the next query holds nothing of it.
    expect(
      (await documentsOf((await call('type=sale&mode=query')).text)).map((d) => d.number),
    ).toEqual([]);
    await call('type=sale&mode=success');

    // 1C ships it and sends the document back.
    const back = cml(
      document1c(String(order.id), { 'Дата отгрузки по 1С': '2025-03-15T10:00:00' }),
    );
    expect((await call('type=sale&mode=file&filename=orders-walk.xml', back)).text).toMatch(
      /^success/,
    );
    expect((await call('type=sale&mode=import&filename=orders-walk.xml')).text).toMatch(/^success/);
    expect(await statusOf(order.id)).toBe('shipped');
    expect(await mailsAbout(order.id)).toHaveLength(1);
    // 1C's own change is not echoed back to it.
    expect(
      (await documentsOf((await call('type=sale&mode=query')).text)).map((d) => d.number),
    ).toEqual([]);
  });
});
