/**
 * The invoice as a PDF (issue #21), laid out the way Russian invoices are: the payee's bank
 * block, 'Счёт на оплату № … от …', seller and buyer, the lines, the totals with the VAT they
 * include, the total in words, the payment QR code and the signatures.
 *
 * The font is DejaVu Sans, committed in server/assets/fonts (PDF's standard fonts have no
 * Cyrillic, and nothing is read from outside the repository at run time).
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { unitShort, type ProductUnit } from '../../../lib/catalog/units';
import { moneyInWords } from '../../../lib/format/money-words';

const fontsDir = path.join(process.cwd(), 'server', 'assets', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** Read once per process (about 1.5 MB). */
function loadFonts() {
  fonts ??= {
    regular: readFileSync(path.join(fontsDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** VAT rate included in the prices (НК РФ ст. 164 п. 3). */
export const VAT_RATE = 20;

export interface InvoiceLine {
  article: string | null;
  title: string;
  color: string;
  /** Kilograms, or the product's metres or pieces (issue #35). */
  quantity: number;
  /** What `quantity` is in; kg when not said. */
  unit?: ProductUnit;
  /** Roubles per kg (per the unit). */
  price: number;
  /** Roubles. */
  sum: number;
}

export interface InvoiceParty {
  /** Company name or the private buyer's full name. */
  name: string;
  inn?: string | null;
  kpp?: string | null;
  address?: string | null;
  phone?: string | null;
  bank?: string | null;
  bik?: string | null;
  corrAccount?: string | null;
  account?: string | null;
}

export interface InvoiceData {
  number: number;
  date: Date;
  seller: InvoiceParty & { director?: string; accountant?: string };
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** The order's total in kopecks (the sum of the lines as the order was placed). */
  totalKopecks: number;
  /** The payment QR code's PNG (payment-qr.ts). */
  qrPng: Buffer;
}

const moscowDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});
const moscowShortDate = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** '25 ноября 2026 г.' */
export const invoiceDate = (date: Date) => `${moscowDate.format(date).replace(/\s*г\.$/, '')} г.`;
/** '25.11.2026' */
export const invoiceShortDate = (date: Date) => moscowShortDate.format(date);

/** '107 590,00': plain spaces between thousands (not the narrow ones Intl uses). */
export function amount(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopecks));
  const roubles = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${roubles},${String(abs % 100).padStart(2, '0')}`;
}

/** '12,5' (kg, m): up to three decimals, comma. */
const kilograms = (kg: number) => String(Math.round(kg * 1000) / 1000).replace('.', ',');

/** The VAT inside a total that includes it, to the kopeck: total × 20 / 120. */
export const includedVat = (totalKopecks: number) =>
  Math.round((totalKopecks * VAT_RATE) / (100 + VAT_RATE));

/** The payment's purpose, also printed in the QR code. */
export const paymentPurpose = (number: number, date: Date) =>
  `Оплата по счёту № ${number} от ${invoiceShortDate(date)}`;

const PAGE = { left: 40, right: 555, bottom: 800 };
const WIDTH = PAGE.right - PAGE.left;

function partyLine(party: InvoiceParty, withBank: boolean): string {
  const parts = [party.name];
  if (party.inn) parts.push(party.kpp ? `ИНН ${party.inn}, КПП ${party.kpp}` : `ИНН ${party.inn}`);
  if (party.address) parts.push(party.address);
  if (party.phone) parts.push(`тел. ${party.phone}`);
  if (withBank && party.account) {
    parts.push(`р/с ${party.account}${party.bank ? ` в ${party.bank}` : ''}`);
    if (party.bik) parts.push(`БИК ${party.bik}`);
    if (party.corrAccount) parts.push(`к/с ${party.corrAccount}`);
  }
  return parts.join(', ');
}

export function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  // `font` as a buffer: pdfkit then never loads its built-in Helvetica (no Cyrillic).
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.left,
    font: regular as unknown as string,
    info: {
      Title: `Счёт на оплату № ${data.number} от ${invoiceDate(data.date)}`,
      Author: data.seller.name,
      Subject: paymentPurpose(data.number, data.date),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawBankBlock(doc, data.seller);

  let y = 150;
  doc
    .font('bold')
    .fontSize(14)
    .text(`Счёт на оплату № ${data.number} от ${invoiceDate(data.date)}`, PAGE.left, y, {
      width: WIDTH,
    });
  y = doc.y + 4;
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(1.5).stroke().lineWidth(0.5);
  y += 8;

  // The next row starts below the taller of the label and the value: 'Покупатель (Заказчик):'
  // takes two lines, and a private buyer's name only one (issue #34: 'Основание:' was printed
  // over the label's second line).
  const labelled = (label: string, value: string) => {
    doc.font('regular').fontSize(9).text(label, PAGE.left, y, { width: 90 });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fontSize(9)
      .text(value, PAGE.left + 95, y, { width: WIDTH - 95 });
    y = Math.max(labelBottom, doc.y) + 6;
  };
  labelled('Поставщик (Исполнитель):', partyLine(data.seller, false));
  labelled('Покупатель (Заказчик):', partyLine(data.buyer, true));
  labelled('Основание:', `Заказ № ${data.number} от ${invoiceShortDate(data.date)}`);

  y = drawLines(doc, data.lines, y + 4);

  const vat = includedVat(data.totalKopecks);
  const totals: [string, string][] = [
    ['Итого:', amount(data.totalKopecks)],
    [`В том числе НДС (${VAT_RATE}%):`, amount(vat)],
    ['Всего к оплате:', amount(data.totalKopecks)],
  ];
  if (y > PAGE.bottom - 260) {
    doc.addPage();
    y = PAGE.left;
  }
  y += 6;
  for (const [label, value] of totals) {
    doc
      .font('bold')
      .fontSize(9)
      .text(label, PAGE.left, y, { width: WIDTH - 90, align: 'right' });
    doc.text(value, PAGE.right - 85, y, { width: 85, align: 'right' });
    y += 14;
  }
  y += 6;
  doc
    .font('regular')
    .fontSize(9)
    .text(
      `Всего наименований ${data.lines.length}, на сумму ${amount(data.totalKopecks)} руб.`,
      PAGE.left,
      y,
      { width: WIDTH },
    );
  y = doc.y + 2;
  doc.font('bold').fontSize(10).text(moneyInWords(data.totalKopecks), PAGE.left, y, {
    width: WIDTH,
  });
  y = doc.y + 8;
  doc
    .font('regular')
    .fontSize(8)
    .text(
      'Оплата данного счёта означает согласие с условиями поставки товара. Товар отпускается со склада, на котором он зарезервирован по заказу, после поступления оплаты на расчётный счёт Поставщика.',
      PAGE.left,
      y,
      { width: WIDTH },
    );
  y = doc.y + 6;
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(1.5).stroke().lineWidth(0.5);
  y += 12;

  // The QR code on the left, the signatures beside it.
  doc.image(data.qrPng, PAGE.left, y, { width: 120, height: 120 });
  doc
    .font('regular')
    .fontSize(7)
    .text('Оплатить по QR-коду в приложении банка', PAGE.left, y + 122, { width: 130 });
  const sign = (label: string, name: string | undefined, at: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(label, PAGE.left + 160, at, { width: 90 });
    doc
      .moveTo(PAGE.left + 250, at + 10)
      .lineTo(PAGE.left + 370, at + 10)
      .stroke();
    doc
      .font('regular')
      .fontSize(9)
      .text(name ?? '', PAGE.left + 380, at, { width: WIDTH - 380 });
  };
  sign('Руководитель', data.seller.director, y + 20);
  sign('Бухгалтер', data.seller.accountant, y + 60);

  doc.end();
  return done;
}

/** The payee's bank block at the top of the page, as in the standard invoice form. */
function drawBankBlock(doc: PDFKit.PDFDocument, seller: InvoiceData['seller']) {
  const top = PAGE.left;
  const x0 = PAGE.left;
  const x1 = PAGE.left + 300; // label column
  const x2 = PAGE.left + 350; // value column
  const rowH = 18;
  const ys = [top, top + rowH * 2, top + rowH * 3, top + rowH * 5];
  doc.lineWidth(0.5);
  doc.rect(x0, top, WIDTH, rowH * 5).stroke();
  doc
    .moveTo(x1, top)
    .lineTo(x1, top + rowH * 5)
    .stroke();
  doc
    .moveTo(x2, top)
    .lineTo(x2, top + rowH * 5)
    .stroke();
  doc.moveTo(x0, ys[1]!).lineTo(PAGE.right, ys[1]!).stroke();
  doc
    .moveTo(x1, top + rowH)
    .lineTo(x2, top + rowH)
    .stroke();
  doc.moveTo(x0, ys[2]!).lineTo(x1, ys[2]!).stroke();
  doc
    .moveTo((x0 + x1) / 2, ys[1]!)
    .lineTo((x0 + x1) / 2, ys[2]!)
    .stroke();

  const cell = (text: string, x: number, y: number, w: number, size = 8, font = 'regular') =>
    doc
      .font(font)
      .fontSize(size)
      .text(text, x + 3, y + 3, { width: w - 6, lineBreak: true });
  cell(seller.bank ?? '', x0, top, x1 - x0, 9);
  doc
    .font('regular')
    .fontSize(7)
    .text('Банк получателя', x0 + 3, ys[1]! - 10);
  cell('БИК', x1, top, x2 - x1);
  cell(seller.bik ?? '', x2, top, PAGE.right - x2, 9);
  cell('Сч. №', x1, top + rowH, x2 - x1);
  cell(seller.corrAccount ?? '', x2, top + rowH, PAGE.right - x2, 9);
  cell(`ИНН ${seller.inn ?? ''}`, x0, ys[1]!, (x1 - x0) / 2, 9);
  cell(`КПП ${seller.kpp ?? ''}`, (x0 + x1) / 2, ys[1]!, (x1 - x0) / 2, 9);
  cell('Сч. №', x1, ys[1]!, x2 - x1);
  cell(seller.account ?? '', x2, ys[1]!, PAGE.right - x2, 9);
  cell(seller.name, x0, ys[2]!, x1 - x0, 9);
  doc
    .font('regular')
    .fontSize(7)
    .text('Получатель', x0 + 3, ys[3]! - 10);
}

/** The columns of an invoice of fabric in kg: the unit in the headers, as it always was. */
const kgColumns = [
  { title: '№', width: 22, align: 'center' },
  { title: 'Артикул', width: 58, align: 'left' },
  { title: 'Товар', width: 150, align: 'left' },
  { title: 'Цвет', width: 85, align: 'left' },
  { title: 'Кол-во, кг', width: 60, align: 'right' },
  { title: 'Цена за кг, руб.', width: 65, align: 'right' },
  { title: 'Сумма, руб.', width: 75, align: 'right' },
] as const;

/**
 * The columns of an invoice with a line in metres or pieces (issue #35): a unit column ('Ед.':
 * кг, м, шт), as Russian invoices have one, and the price per that unit. Same page width.
 */
const unitColumns = [
  { title: '№', width: 22, align: 'center' },
  { title: 'Артикул', width: 58, align: 'left' },
  { title: 'Товар', width: 130, align: 'left' },
  { title: 'Цвет', width: 75, align: 'left' },
  { title: 'Кол-во', width: 50, align: 'right' },
  { title: 'Ед.', width: 30, align: 'center' },
  { title: 'Цена, руб.', width: 65, align: 'right' },
  { title: 'Сумма, руб.', width: 85, align: 'right' },
] as const;

/** The lines' table; answers the y below it. Breaks pages, repeating the header row. */
function drawLines(doc: PDFKit.PDFDocument, lines: InvoiceLine[], startY: number): number {
  let y = startY;
  const withUnits = lines.some((line) => (line.unit ?? 'kg') !== 'kg');
  const columns: readonly { title: string; width: number; align: 'left' | 'center' | 'right' }[] =
    withUnits ? unitColumns : kgColumns;
  const header = columns.map((c) => c.title);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8);
    const heights = cells.map((text, i) =>
      doc.heightOfString(text, { width: columns[i]!.width - 6 }),
    );
    const h = Math.max(...heights) + 6;
    if (y + h > PAGE.bottom) {
      doc.addPage();
      y = PAGE.left;
      if (cells !== header) row(header, 'bold');
      doc.font(font).fontSize(8);
    }
    let x = PAGE.left;
    cells.forEach((text, i) => {
      const col = columns[i]!;
      doc.rect(x, y, col.width, h).stroke();
      doc.text(text, x + 3, y + 3, { width: col.width - 6, align: col.align });
      x += col.width;
    });
    y += h;
  };
  row(header, 'bold');
  lines.forEach((line, i) =>
    row(
      [
        String(i + 1),
        line.article ?? '',
        line.title,
        line.color,
        kilograms(line.quantity),
        ...(withUnits ? [unitShort(line.unit)] : []),
        amount(Math.round(line.price * 100)),
        amount(Math.round(line.sum * 100)),
      ],
      'regular',
    ),
  );
  return y;
}
