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

async function invoiceFor(buyer: InvoiceParty): Promise<Buffer> {
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
    lines: [
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
    ],
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
