/**
 * The invoice's layout (issue #34 item 13): the label 'Покупатель (Заказчик):' takes two lines,
 * and a private buyer's one-line name let 'Основание:' start on the label's second line. Both
 * kinds of buyer are rendered with long names, and the page's text is read back with its
 * positions (pdf.js, as pdf-parse reads it): no two pieces of text may overlap.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { SELLER } from '@/server/db/seed/company';
import {
  renderInvoice,
  type InvoiceData,
  type InvoiceParty,
} from '@/server/modules/invoice/document';
import { paymentQrPng } from '@/server/modules/invoice/payment-qr';

interface Box {
  text: string;
  page: number;
  left: number;
  right: number;
  /** PDF units, upwards from the bottom of the page. */
  bottom: number;
  top: number;
}

/**
 * Each piece of text of the PDF with its box: from the baseline down by the descent and up by
 * the height of a capital (DejaVu Sans: 0.24 and 0.73 of the size), so that two lines set at
 * the font's line height apart touch but do not overlap.
 */
async function textBoxes(pdf: Buffer): Promise<Box[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const boxes: Box[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items as TextItem[]) {
      if (!item.str?.trim()) continue;
      const [, , , size, x, y] = item.transform as number[];
      boxes.push({
        text: item.str,
        page: n,
        left: x!,
        right: x! + item.width,
        bottom: y! - 0.2 * size!,
        top: y! + 0.73 * size!,
      });
    }
  }
  await doc.destroy();
  return boxes;
}

const overlap = (a: Box, b: Box) =>
  a.page === b.page &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) > 0.5;

function overlapping(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (overlap(a, b)) found.push(`«${a.text}» × «${b.text}»`);
    }),
  );
  return found;
}

const find = (boxes: Box[], text: string) => {
  const box = boxes.find((b) => b.text.includes(text));
  expect(box, `«${text}» on the invoice`).toBeDefined();
  return box!;
};

/** A company's name of 200 characters (the registration takes up to 500). */
const longCompany =
  'ООО «Ивановская текстильная мануфактура, швейное производство и оптовая торговля ' +
  'трикотажным полотном, фурнитурой и нитками для ателье, мастерских и домов моды ' +
  'Центрального федерального округа России»';

const parties: [string, InvoiceParty][] = [
  [
    'a company buyer with a 200-character name',
    {
      name: longCompany,
      inn: '3702012348',
      address:
        '153002, Ивановская область, городской округ Иваново, г. Иваново, ул. Лежневская, д. 138, корпус 4, строение 2, помещение 17',
      bank: 'ПАО Сбербанк',
      bik: '044525225',
      corrAccount: '30101810400000000225',
      account: '40702810938000012345',
    },
  ],
  [
    'a private buyer with a long full name and address',
    {
      name: 'Константинопольская-Воскресенская Александра-Виктория Мстиславовна-Христофоровна',
      address:
        '153002, Ивановская область, г. Иваново, микрорайон Московский, ул. Лежневская, д. 138, кв. 215',
      phone: '+7 (912) 345-67-89',
    },
  ],
  [
    'a private buyer with a short name (the report: one line beside a two-line label)',
    {
      name: 'Покупатель Проверочный',
      phone: '+7 (912) 345-67-89',
    },
  ],
];

const fabricLines: InvoiceData['lines'] = [
  {
    article: 'ДЖ-107',
    title: 'Джерси Милано',
    color: 'Белый',
    quantity: 40,
    price: 512.5,
    sum: 20500,
  },
  {
    article: 'ФТ-104',
    title: 'Футер 2-нитка с лайкрой петля',
    color: 'Серый меланж',
    quantity: 25.5,
    price: 734.9,
    sum: 18739.95,
  },
];

async function invoiceFor(
  buyer: InvoiceParty,
  lines: InvoiceData['lines'] = fabricLines,
): Promise<Buffer> {
  const data: InvoiceData = {
    number: 4217,
    date: new Date('2026-11-25T10:00:00Z'),
    seller: {
      name: SELLER.seller_name,
      inn: SELLER.seller_inn,
      kpp: SELLER.seller_kpp,
      address: SELLER.seller_address,
      phone: SELLER.seller_phone,
      bank: SELLER.seller_bank,
      bik: SELLER.seller_bik,
      corrAccount: SELLER.seller_corr_account,
      account: SELLER.seller_account,
      director: SELLER.seller_director,
      accountant: SELLER.seller_accountant,
    },
    buyer,
    lines,
    totalKopecks: 3_923_995,
    qrPng: await paymentQrPng('ST00012|Name=ООО «Селвидж Текстиль»|Sum=3923995'),
  };
  return renderInvoice(data);
}

describe('the invoice layout (issue #34 item 13)', () => {
  it.each(parties)('%s: the buyer, its label and the basis do not overlap', async (_, buyer) => {
    expect(longCompany).toHaveLength(200);
    const boxes = await textBoxes(await invoiceFor(buyer));
    const customer = find(boxes, '(Заказчик):');
    const basis = find(boxes, 'Основание:');
    expect(
      overlap(customer, basis),
      `«(Заказчик):» ${JSON.stringify(customer)}, «Основание:» ${JSON.stringify(basis)}`,
    ).toBe(false);
    // 'Основание:' starts below the label's last line ('Покупатель' / '(Заказчик):').
    expect(basis.top).toBeLessThan(customer.bottom);
    // The name is printed whole (wrapped at spaces and hyphens), within the page's margins.
    const text = boxes
      .map((b) => b.text)
      .join('')
      .replace(/\s+/g, '');
    expect(text).toContain(buyer.name.replace(/\s+/g, ''));
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(555.5);
    expect(overlapping(boxes)).toEqual([]);
  });
});

describe('the lines in their units (issue #35)', () => {
  const cells = (boxes: Box[]) => boxes.map((b) => b.text.trim());
  /** The page's text in reading order without spaces: a header may wrap in its cell. */
  const joined = (boxes: Box[]) =>
    boxes
      .map((b) => b.text)
      .join('')
      .replace(/\s+/g, '');

  it('an invoice of fabric in kg keeps its columns: «Кол-во, кг», «Цена за кг, руб.»', async () => {
    const boxes = await textBoxes(await invoiceFor(parties[2]![1]));
    expect(joined(boxes)).toContain('Кол-во,кг');
    expect(joined(boxes)).toContain('Ценазакг,руб.');
    expect(cells(boxes)).not.toContain('Ед.');
  });

  it('a line in metres or pieces adds the unit column, each line naming its unit', async () => {
    const boxes = await textBoxes(
      await invoiceFor(parties[0]![1], [
        { ...fabricLines[0]!, unit: 'kg' },
        {
          article: 'ЛН-12',
          title: 'Лента киперная хлопковая 20 мм',
          color: 'Натуральный',
          quantity: 3.25,
          unit: 'm',
          price: 35,
          sum: 113.75,
        },
        {
          article: 'ПГ-3',
          title: 'Пуговица костяная',
          color: 'Чёрный',
          quantity: 12,
          unit: 'pcs',
          price: 9.5,
          sum: 114,
        },
      ]),
    );
    const text = cells(boxes);
    for (const head of ['Кол-во', 'Ед.']) expect(text).toContain(head);
    expect(joined(boxes)).toContain('Цена,руб.');
    expect(joined(boxes)).not.toContain('Кол-во,кг');
    // Each line's unit sits in its row, right of its quantity.
    const row = (quantity: string, unit: string) => {
      const q = boxes.find((b) => b.text.trim() === quantity);
      expect(q, `«${quantity}» on the invoice`).toBeDefined();
      const u = boxes.find(
        (b) => b.text.trim() === unit && Math.abs(b.bottom - q!.bottom) < 1 && b.left > q!.left,
      );
      expect(u, `«${unit}» beside «${quantity}»`).toBeDefined();
    };
    row('3,25', 'м');
    row('12', 'шт');
    row('40', 'кг');
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(555.5);
    expect(overlapping(boxes)).toEqual([]);
  });
});
