/**
 * Quick order (issue #21): the preview matches, rounds and checks stock line by line; the add
 * writes all the items in one transaction or none; the cart and an order export as files.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { cartItems, packingLimits, products, stock } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope<T> = { status: string; message?: string; data?: T; errors?: Record<string, string> };

describe.each(backends())('quick order on %s', (backend) => {
  let api: TestApi;
  let rollStep: number;
  let skip = 60;

  /** An active roll product with a unique (article, colour) and `amount` kg at the store. */
  async function product(storeId: number, amount: number) {
    const db = api.handle.db;
    for (;;) {
      const [row] = await db
        .select({
          id: products.id,
          article: products.article,
          color: products.color,
          title: products.title,
          price: products.price,
        })
        .from(products)
        .where(
          and(eq(products.packing, 'roll'), eq(products.active, true), isNotNull(products.article)),
        )
        .orderBy(products.id)
        .offset(skip++)
        .limit(1);
      const [twin] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(and(eq(products.article, row!.article!), eq(products.color, row!.color)));
      if (twin!.n !== 1) continue;
      await db
        .insert(stock)
        .values({ productId: row!.id, storeId, amount })
        .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
      return { ...row!, article: row!.article! };
    }
  }

  const previewText = (who: TestBuyer, text: string) =>
    api.json<Envelope<QuickOrderPreview>>('/basket/quickOrder/preview', who.init(form({ text })));
  const addItems = (who: TestBuyer, items: string[]) =>
    api.json<Envelope<{ added: number }>>(
      '/basket/quickOrder/add',
      who.init(form({ items: items.join(',') })),
    );
  const cartOf = async (userId: number) =>
    Object.fromEntries(
      (
        await api.handle.db
          .select({ id: cartItems.productId, kg: cartItems.quantity })
          .from(cartItems)
          .where(eq(cartItems.userId, userId))
      ).map((r) => [r.id, r.kg]),
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

  it('previews: matched, rounded up to the step (saying so), unknown, short, unreadable', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, rollStep * 10);
    const b = await product(buyer.storeId, rollStep);
    const odd = rollStep * 2 - 1;
    const text = [
      `${a.article} ${a.color} ${rollStep * 2}`,
      `${b.article.toLowerCase()}; ${b.color.toUpperCase()}; ${odd}`,
      'ЯЯ-999 Белый 10',
      `${a.article} Фиолетовый в горошек 10`,
      `${a.article} ${a.color} много`,
    ].join('\n');
    const { status, body } = await previewText(buyer, text);
    expect(status, JSON.stringify(body)).toBe(200);
    const lines = body.data!.lines;
    expect(
      lines.map((l) => [l.status, l.add]),
      JSON.stringify(lines),
    ).toEqual([
      ['ok', true],
      ['short', false],
      ['not_found', false],
      ['not_found', false],
      ['invalid', false],
    ]);
    expect(lines[0]).toMatchObject({ product_id: a.id, quantity: rollStep * 2, price: a.price });
    expect(lines[1]!.message).toBe(`Склад Москва: есть только ${rollStep} кг`);
    expect(lines[2]!.message).toBe('Артикул ЯЯ-999 не найден');
    expect(lines[3]!.message).toMatch(
      new RegExp(`^У артикула ${a.article} нет цвета «Фиолетовый в горошек» \\(есть: `),
    );
    expect(lines[4]!.message).toBe('Не удалось прочитать количество: укажите килограммы числом');
    expect(body.data!.items).toEqual([`${a.id}:${rollStep * 2}`]);
    expect(body.data!.count).toBe(1);
    expect(body.data!.problems).toBe(4);

    // Rounded up when the stock allows it.
    await api.handle.db
      .update(stock)
      .set({ amount: rollStep * 5 })
      .where(and(eq(stock.productId, b.id), eq(stock.storeId, buyer.storeId)));
    const again = await previewText(buyer, `${b.article} ${b.color} ${odd}`);
    expect(again.body.data!.lines[0]).toMatchObject({
      status: 'rounded',
      add: true,
      quantity: rollStep * 2,
      message: `Округлено до ${rollStep * 2} кг: шаг упаковки ${rollStep} кг`,
    });
    // Nothing was written by a preview.
    expect(await cartOf(buyer.id)).toEqual({});
  });

  it('adds all the items in one transaction, on top of the cart; one that no longer fits adds none', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, rollStep * 4);
    const b = await product(buyer.storeId, rollStep * 4);
    await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(a.id), quantity: String(rollStep) })),
    );
    const preview = await previewText(
      buyer,
      `${a.article} ${a.color} ${rollStep}\n${b.article} ${b.color} ${rollStep}\n${b.article} ${b.color} ${rollStep}`,
    );
    const data = preview.body.data!;
    expect(data.lines[0]!.message).toBe(`В корзине уже ${rollStep} кг, будет добавлено к ним`);
    expect(data.lines[2]!.message).toBe('Сложено со строкой 2');
    expect(data.items.sort()).toEqual([`${a.id}:${rollStep}`, `${b.id}:${rollStep * 2}`].sort());

    // The stock of b drops below the item between preview and add: nothing is written.
    await api.handle.db
      .update(stock)
      .set({ amount: rollStep })
      .where(and(eq(stock.productId, b.id), eq(stock.storeId, buyer.storeId)));
    const refused = await addItems(buyer, data.items);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Пока вы смотрели, остатки изменились: проверьте строки ещё раз',
    );
    expect(await cartOf(buyer.id)).toEqual({ [a.id]: rollStep });

    await api.handle.db
      .update(stock)
      .set({ amount: rollStep * 4 })
      .where(and(eq(stock.productId, b.id), eq(stock.storeId, buyer.storeId)));
    const added = await addItems(buyer, data.items);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('Добавлено в корзину: 2 позиции');
    expect(await cartOf(buyer.id)).toEqual({ [a.id]: rollStep * 2, [b.id]: rollStep * 2 });

    // Not a whole number of steps: refused, nothing written.
    const bad = await addItems(buyer, [`${a.id}:${rollStep / 2}`]);
    expect(bad.status).toBe(409);
  });

  it('reads an uploaded XLSX file, and answers bad input with per-field Russian errors', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, rollStep * 4);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Лист1').addRows([
      ['Артикул', 'Цвет', 'Кг'],
      [a.article, a.color, rollStep],
    ]);
    const body = new FormData();
    body.append(
      'file',
      new File([new Uint8Array(await workbook.xlsx.writeBuffer())], 'заказ.xlsx', {
        type: 'application/octet-stream',
      }),
    );
    const answer = await api.json<Envelope<QuickOrderPreview>>(
      '/basket/quickOrder/preview',
      buyer.init({ method: 'POST', body }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data!.items).toEqual([`${a.id}:${rollStep}`]);

    const empty = await previewText(buyer, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: 'Вставьте строки или выберите файл' });
    const many = await previewText(
      buyer,
      Array.from({ length: 501 }, () => `${a.article} ${a.color} 1`).join('\n'),
    );
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({ text: 'Не больше 500 строк за один раз, а здесь 501' });
    const garbage = await addItems(buyer, ['abc']);
    expect(garbage.status).toBe(400);
    expect(Object.values(garbage.body.errors ?? {}), JSON.stringify(garbage.body)).toEqual([
      'Список позиций повреждён: проверьте строки ещё раз',
    ]);
    expect((await api.json('/basket/quickOrder/preview', form({ text: 'x 1' }))).status).toBe(401);
  });

  it('exports the cart as CSV (re-readable) and XLSX, and gives the template', async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, rollStep * 4);
    await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(a.id), quantity: String(rollStep) })),
    );
    const csv = await api.call('/basket/export?format=csv', buyer.init());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.split('\r\n')[0]).toBe('\uFEFFАртикул;Цвет;Кг;Товар;Цена за кг, руб.;Сумма, руб.');
    expect(text).toContain(`${a.article};${a.color};${String(rollStep).replace('.', ',')};`);
    // The file reads back as a quick order.
    const back = await previewText(buyer, text);
    expect(back.body.data!.lines[0]!.product_id).toBe(a.id);

    const xlsx = await api.call('/basket/export?format=xlsx', buyer.init());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe(a.article);

    const template = await api.call('/basket/quickOrder/template', buyer.init());
    expect(new TextDecoder().decode(await template.arrayBuffer())).toContain('Артикул;Цвет;Кг');
    const bad = await api.json<Envelope<never>>('/basket/export?format=pdf', buyer.init());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ format: 'Формат файла: csv или xlsx' });
  });

  it("exports an order's lines for its buyer only", async () => {
    const buyer = await createBuyer(api);
    const other = await createBuyer(api);
    const a = await product(buyer.storeId, rollStep * 4);
    await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(a.id), quantity: String(rollStep) })),
    );
    const placed = await api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      buyer.init(
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
    const id = placed.body.data!.orderId;
    const csv = await api.call(`/order/export?id=${id}&format=csv`, buyer.init());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`order-${id}.csv`);
    expect(await csv.text()).toContain(`${a.article};${a.color};`);
    const foreign = await api.json<Envelope<never>>(
      `/order/export?id=${id}&format=xlsx`,
      other.init(),
    );
    expect(foreign).toEqual({ status: 404, body: { status: 'error', message: 'Заказ не найден' } });
  });
});
