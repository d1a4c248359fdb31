/**
 * Invoices (issue #21): the PDF of an order paid by bank transfer parses, holds the order's
 * lines and the total in words, carries a payment QR code a banking app can read, and is the
 * order's buyer's only.
 */
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyInWords } from '@/lib/format/money-words';
import { orders, packingLimits, products, stock, stores, users } from '@/server/db/schema';
import { amount } from '@/server/modules/invoice/document';
import { createInvoiceService } from '@/server/modules/invoice/service';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

type Envelope = { status: string; message?: string; data?: { orderId: number } };

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe.each(backends())('invoices on %s', (backend) => {
  let api: TestApi;
  let rollStep: number;
  let skip = 40;

  async function product(storeId: number, price: number) {
    const db = api.handle.db;
    const [row] = await db
      .select({ id: products.id, title: products.title, article: products.article })
      .from(products)
      .where(and(eq(products.packing, 'roll'), eq(products.active, true)))
      .orderBy(products.id)
      .offset(skip++)
      .limit(1);
    await db
      .insert(stock)
      .values({ productId: row!.id, storeId, amount: 500 })
      .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount: 500 } });
    await db.update(products).set({ price }).where(eq(products.id, row!.id));
    return row!;
  }

  async function order(
    buyer: TestBuyer,
    payment: string,
    lines: [number, number][],
    recipient: Record<string, string> = { recipient_name: 'Петров Пётр' },
  ) {
    for (const [id, kg] of lines)
      await api.json(
        '/basket/addItemsToBasket',
        buyer.init(form({ product_id: String(id), quantity: String(kg) })),
      );
    const placed = await api.json<Envelope>(
      '/order/createOrder',
      buyer.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_phone: '+7 (912) 345-67-89',
          recipient_address: 'г. Иваново, ул. Ткацкая, д. 5',
          delivery: 'pickup',
          payment,
          consent: 'true',
          ...recipient,
        }),
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data!.orderId;
  }

  beforeAll(async () => {
    api = await startApi(backend);
    const [roll] = await api.handle.db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, 'roll'));
    rollStep = roll!.stepKg;
  });
  afterAll(() => api.close());

  it("answers the company buyer's invoice as a PDF with the lines, VAT and the total in words", async () => {
    const buyer = await createBuyer(api, { userType: 'legal_entity' });
    const a = await product(buyer.storeId, 512.5);
    const b = await product(buyer.storeId, 734.9);
    // A company buyer's checkout names the company as the recipient (the form starts with it).
    const orderId = await order(
      buyer,
      'invoice',
      [
        [a.id, rollStep * 2],
        [b.id, rollStep],
      ],
      { recipient_kind: 'company', recipient_name: 'ООО «Ивановский текстиль»' },
    );
    const response = await api.call(`/order/invoice?id=${orderId}`, buyer.init());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`schet-${orderId}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [row] = await api.handle.db.select().from(orders).where(eq(orders.id, orderId));
    const kopecks = Math.round(row!.totalPrice * 100);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(`Счёт на оплату № ${orderId}`);
    expect(text).toContain('ООО «Селвидж Текстиль»');
    expect(text).toContain(`ООО «Тест ${buyer.id}»`);
    for (const line of [a, b]) {
      expect(line.article).toMatch(/^[А-Я]{2}-\d+$/);
      expect(text).toContain(line.article!);
      expect(text).toContain(line.title);
    }
    expect(text).toContain('512,50');
    expect(text).toContain('734,90');
    expect(text).toContain('В том числе НДС (20%)');
    const vat = Math.round((kopecks * 20) / 120);
    expect(text).toContain(amount(vat));
    expect(text).toContain(moneyInWords(kopecks));

    // The order mail carries the same invoice.
    const mail = (await api.outbox()).find(
      (m) => m.to === buyer.email && m.subject === `Заказ № ${orderId} принят`,
    );
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`Счёт № ${orderId}.pdf`, 'application/pdf'],
    ]);
    const attached = Buffer.from(mail!.attachments![0]!.content!, 'base64');
    const fromMail = new PDFParse({ data: new Uint8Array(attached) });
    expect((await fromMail.getText()).text).toContain(`Счёт на оплату № ${orderId}`);
    await fromMail.destroy();
  });

  it('carries a GOST R 56042-2014 payment QR code that decodes to the payee, the sum in kopecks and the purpose', async () => {
    const buyer = await createBuyer(api, { userType: 'legal_entity' });
    const a = await product(buyer.storeId, 300);
    const orderId = await order(buyer, 'invoice', [[a.id, rollStep]]);
    const [row] = await api.handle.db.select().from(orders).where(eq(orders.id, orderId));
    const invoice = await createInvoiceService(api.handle.db).invoice(
      { buyerId: buyer.id },
      orderId,
    );
    const date = new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    }).format(row!.createdAt);
    const expected =
      'ST00012|Name=ООО «Селвидж Текстиль»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк' +
      '|BIC=044525225|CorrespAcc=30101810400000000225|PayeeINN=3702012348' +
      `|Sum=${Math.round(row!.totalPrice * 100)}|Purpose=Оплата по счёту № ${orderId} от ${date}`;
    expect(invoice.qrText).toBe(expected);
    expect(decodeQr(invoice.qrPng)).toBe(expected);

    // The image inside the PDF is that code.
    const parser = new PDFParse({ data: new Uint8Array(invoice.pdf) });
    const images = await parser.getImage({ imageBuffer: true });
    await parser.destroy();
    const embedded = images.pages.flatMap((page) => page.images);
    expect(embedded.length).toBe(1);
    // pdf-parse hands the image over encoded as a PNG.
    expect(decodeQr(Buffer.from(embedded[0]!.data))).toBe(expected);
  });

  it('names a private buyer; another buyer, an order paid otherwise and anonymous callers get no invoice', async () => {
    const buyer = await createBuyer(api);
    const other = await createBuyer(api);
    const a = await product(buyer.storeId, 250);
    const orderId = await order(buyer, 'invoice', [[a.id, rollStep]]);
    const own = await api.call(`/order/invoice?id=${orderId}`, buyer.init());
    expect(own.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await own.arrayBuffer()) });
    expect((await parser.getText()).text).toContain('Иванов Иван Иванович');
    await parser.destroy();

    const foreign = await api.json<Envelope>(`/order/invoice?id=${orderId}`, other.init());
    expect(foreign).toEqual({ status: 404, body: { status: 'error', message: 'Счёт не найден' } });
    const anonymous = await api.json<Envelope>(`/order/invoice?id=${orderId}`);
    expect(anonymous.status).toBe(401);

    const byCard = await order(buyer, 'card', [[a.id, rollStep]]);
    const cardMail = (await api.outbox()).find((m) => m.subject === `Заказ № ${byCard} принят`);
    expect(cardMail?.attachments).toBeUndefined();
    expect((await api.json(`/order/invoice?id=${byCard}`, buyer.init())).status).toBe(404);

    const bad = await api.json<{ errors?: Record<string, string> }>(
      '/order/invoice?id=abc',
      buyer.init(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: 'Счёт не найден' });
  });

  it("lets staff of the order's warehouse and the head download it, and no other manager", async () => {
    const buyer = await createBuyer(api);
    const a = await product(buyer.storeId, 250);
    const orderId = await order(buyer, 'invoice', [[a.id, rollStep]]);
    const staffOf = async (email: string) =>
      (await api.handle.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const [store] = await api.handle.db.select().from(stores).where(eq(stores.id, buyer.storeId));
    const other = store!.xmlId === 'msk' ? 'spb' : 'msk';
    const as = (userId: number, role: 'manager' | 'head') => ({
      headers: { [BUYER_HEADER]: `${userId}:1:${role}` },
    });
    const url = `/order/invoice?id=${orderId}`;

    const own = await api.call(
      url,
      as(await staffOf(`manager.${store!.xmlId}@selvedge.local`), 'manager'),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await own.arrayBuffer()) });
    expect((await parser.getText()).text).toContain('Иванов Иван Иванович');
    await parser.destroy();

    const head = await api.call(url, as(await staffOf('head@selvedge.local'), 'head'));
    expect(head.status).toBe(200);
    const stranger = await api.json<Envelope>(
      url,
      as(await staffOf(`manager.${other}@selvedge.local`), 'manager'),
    );
    expect(stranger).toEqual({ status: 404, body: { status: 'error', message: 'Счёт не найден' } });
  });
});
