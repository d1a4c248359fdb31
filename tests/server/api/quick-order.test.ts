/**
 * Quick order (issue #21): the preview matches, rounds and checks stock line by line; the add
 * writes all the items in one transaction or none; the cart and an order export as files.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitCount } from '@/components/counter/counter-value';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { cartItems, packingLimits, productPrices, products, stock } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { uniqueProduct } from '../../support/products';
import { createBuyer, type TestBuyer } from '../../support/buyers';
import { xlsxRowBomb } from '../../support/zip';

type Envelope<T> = { status: string; message?: string; data?: T; errors?: Record<string, string> };

describe.each(backends())('quick order on %s', (backend) => {
  let api: TestApi;
  let rollStep: number;
  const cursor = { skip: 60 };

  /**
   * An active roll product with a unique (article, colour) and `amount` kg at the store; packed
   * in 'pack' (10 kg steps) when asked, as the test seed has no packs.
   */
  async function product(storeId: number, amount: number, packing: 'roll' | 'pack' = 'roll') {
    const db = api.handle.db;
    const row = await uniqueProduct(db, cursor, { storeId, amount });
    if (packing !== 'roll')
      await db.update(products).set({ packing }).where(eq(products.id, row.id));
    // The catalogue's price in every price type (issue #35): `price` is any buyer's.
    await db
      .update(productPrices)
      .set({ price: row.price })
      .where(eq(productPrices.productId, row.id));
    return row;
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

  it('previews: matched, rounded down to the step or the stock (saying so), unknown, unreadable', async () => {
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
      ['rounded', true],
      ['not_found', false],
      ['not_found', false],
      ['invalid', false],
    ]);
    expect(lines[0]).toMatchObject({ product_id: a.id, quantity: rollStep * 2, price: a.price });
    // More than the stock: the last whole step within it, said (issue #34; it used to be left out).
    expect(lines[1]).toMatchObject({ product_id: b.id, quantity: rollStep });
    expect(lines[1]!.message).toBe(
      `${odd}\u00a0кг → ${rollStep}\u00a0кг: на складе ${rollStep}\u00a0кг`,
    );
    expect(lines[2]!.message).toBe('Артикул ЯЯ-999 не найден');
    expect(lines[3]!.message).toMatch(
      new RegExp(`^У артикула ${a.article} нет цвета «Фиолетовый в горошек» \\(есть: `),
    );
    expect(lines[4]!.message).toBe(
      'Строка 5: не удалось прочитать количество «много» — укажите килограммы числом, например 40 или 12,5',
    );
    expect(body.data!.items).toEqual([`${a.id}:${rollStep * 2}`, `${b.id}:${rollStep}`]);
    expect(body.data!.count).toBe(2);
    expect(body.data!.problems).toBe(3);

    // Rounded down to the step when the stock allows more: never more than was asked for.
    await api.handle.db
      .update(stock)
      .set({ amount: rollStep * 5 })
      .where(and(eq(stock.productId, b.id), eq(stock.storeId, buyer.storeId)));
    const again = await previewText(buyer, `${b.article} ${b.color} ${odd}`);
    expect(again.body.data!.lines[0]).toMatchObject({
      status: 'rounded',
      add: true,
      quantity: rollStep,
      message: `${odd}\u00a0кг → ${rollStep}\u00a0кг: кратно ${rollStep}\u00a0кг`,
    });
    // Nothing was written by a preview.
    expect(await cartOf(buyer.id)).toEqual({});
  });

  it("rounds as the counter does, with the same numbers (issue #34): '33' → 30, '999999' → 240, '5' and '7,5' → none", async () => {
    const buyer = await createBuyer(api);
    const [pack] = await api.handle.db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, 'pack'));
    const packStep = pack!.stepKg;
    expect([packStep, rollStep]).toEqual([10, 20]);
    const a = await product(buyer.storeId, 240, 'pack');
    const b = await product(buyer.storeId, 240, 'roll');
    const c = await product(buyer.storeId, 240, 'pack');
    const d = await product(buyer.storeId, 240, 'pack');
    const text = [
      `${a.article} ${a.color} 33`,
      `${b.article} ${b.color} 999999`,
      `${c.article} ${c.color} 5`,
      `${d.article} ${d.color} 7,5`,
    ].join('\n');
    const { status, body } = await previewText(buyer, text);
    expect(status, JSON.stringify(body)).toBe(200);
    const lines = body.data!.lines.map((l) => ({
      status: l.status,
      add: l.add,
      quantity: l.quantity,
      message: l.message.replace(/\u00a0/g, ' '),
    }));
    expect(lines).toEqual([
      { status: 'rounded', add: true, quantity: 30, message: '33 кг → 30 кг: кратно 10 кг' },
      {
        status: 'rounded',
        add: true,
        quantity: 240,
        message: '999 999 кг → 240 кг: на складе 240 кг',
      },
      {
        status: 'rounded',
        add: false,
        quantity: 0,
        message: '5 кг → 0 кг: меньше шага упаковки 10 кг, строка не добавлена',
      },
      {
        status: 'rounded',
        add: false,
        quantity: 0,
        message: '7,5 кг → 0 кг: меньше шага упаковки 10 кг, строка не добавлена',
      },
    ]);
    expect(body.data!.items).toEqual([`${a.id}:30`, `${b.id}:240`]);

    // What is free of the stock beside the cart is the cap, and the message says so.
    await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(b.id), quantity: '100' })),
    );
    const again = await previewText(buyer, `${b.article} ${b.color} 999999`);
    expect(again.body.data!.lines[0]!.message.replace(/\u00a0/g, ' ')).toBe(
      '999 999 кг → 140 кг: на складе свободно ещё 140 кг; В корзине уже 100 кг, будет добавлено к ним',
    );

    // The add takes the preview's numbers: the cart holds exactly what the messages said.
    const added = await addItems(buyer, body.data!.items);
    expect(added.status, JSON.stringify(added.body)).toBe(409);
    const fresh = await previewText(buyer, text);
    const done = await addItems(buyer, fresh.body.data!.items);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await cartOf(buyer.id)).toEqual({ [a.id]: 30, [b.id]: 240 });
  });

  it("says what is wrong with '-5', '0' and '1e9', naming the line, and reads '11.5 кг' as '11,5 кг' (issue #34)", async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, 240, 'pack');
    const text = [
      `${a.article} ${a.color} -5`,
      `${a.article} ${a.color} 0`,
      `${a.article} ${a.color} 1e9`,
      `${a.article} ${a.color} 11.5 кг`,
    ].join('\n');
    const { status, body } = await previewText(buyer, text);
    expect(status, JSON.stringify(body)).toBe(200);
    const lines = body.data!.lines.map((l) => ({
      status: l.status,
      add: l.add,
      product: l.product_id,
      quantity: l.quantity,
      message: l.message.replace(/[\u00a0\u202f]/g, ' '),
    }));
    expect(lines).toEqual([
      {
        status: 'invalid',
        add: false,
        product: a.id,
        quantity: 0,
        message: 'Строка 1: количество должно быть больше нуля, а указано «-5»',
      },
      {
        status: 'invalid',
        add: false,
        product: a.id,
        quantity: 0,
        message: 'Строка 2: количество должно быть больше нуля, а указано «0»',
      },
      {
        status: 'invalid',
        add: false,
        product: a.id,
        quantity: 0,
        message: 'Строка 3: слишком большое количество «1e9» — в одной строке не больше 9 999 кг',
      },
      {
        status: 'rounded',
        add: true,
        product: a.id,
        quantity: 10,
        message: '11,5 кг → 10 кг: кратно 10 кг',
      },
    ]);
    expect(body.data!.items).toEqual([`${a.id}:10`]);

    // The comma reads the same, and the counter's rule gives the same number for it.
    const comma = await previewText(buyer, `${a.article} ${a.color} 11,5 кг`);
    expect(comma.body.data!.lines[0]).toMatchObject({
      status: 'rounded',
      quantity: 10,
      message: body.data!.lines[3]!.message,
    });
    expect(fitCount(11.5, { step: 10, max: 240 }).kg).toBe(10);
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
  it('refuses an XLSX row bomb at the 501st row: 400 in Russian, memory flat, the shop answering meanwhile (issue #33)', async () => {
    const buyer = await createBuyer(api);
    // ~155 KB holding ~45 MB of sheet XML: under the 1 MB upload limit and the zip ceiling.
    const bomb = await xlsxRowBomb(650_000);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const body = new FormData();
    body.append('file', new File([bomb], 'заказ.xlsx', { type: 'application/octet-stream' }));

    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const started = performance.now();
    const upload = api
      .json<Envelope<never>>('/basket/quickOrder/preview', buyer.init({ method: 'POST', body }))
      .then((answer) => ({ ...answer, ms: performance.now() - started }));
    // The health check goes out while the upload is being read, as a load balancer's would.
    const healthStarted = performance.now();
    const health = await api.call('/health');
    const healthMs = performance.now() - healthStarted;
    const answer = await upload;
    clearInterval(sample);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      file: 'Не больше 500 строк за один раз, а в файле их больше',
    });
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(100);
    expect(answer.ms).toBeLessThan(1000);
    expect((peak - before) / 2 ** 20).toBeLessThan(100);
  });
});
