/**
 * "Скачать список" (issue #21): the cart's or an order's lines as CSV or XLSX, in the columns a
 * quick order reads back (article, colour, kg first), so a list can be edited and loaded again.
 * CSV as Russian Excel opens it: UTF-8 with a BOM, ';' between cells, decimal commas, CRLF. Text
 * that a spreadsheet would run as a formula is neutralised in both (server/platform/csv.ts).
 */
import 'server-only';
import ExcelJS from 'exceljs';
import { unitShort, type ProductUnit } from '../../../lib/catalog/units';
import { spreadsheetText, toCsv } from '../../platform/csv';

export interface ExportLine {
  article: string | null;
  color: string;
  /** Kilograms, or the product's metres or pieces (`unit`). */
  kg: number;
  /** Issue #35: kg when not said. */
  unit?: ProductUnit;
  title: string;
  price: number;
  sum: number;
}

const kgHeader = ['Артикул', 'Цвет', 'Кг', 'Товар', 'Цена за кг, руб.', 'Сумма, руб.'];
/**
 * A list with a line in metres or pieces (issue #35): the quantity and the price are in each
 * line's unit, named in a last column ('кг', 'м', 'шт'), so that the first three columns are
 * still what a quick order reads back. A list of kg alone keeps the columns it always had.
 */
const unitHeader = [
  'Артикул',
  'Цвет',
  'Количество',
  'Товар',
  'Цена за ед., руб.',
  'Сумма, руб.',
  'Ед.',
];
const withUnits = (lines: ExportLine[]) => lines.some((l) => (l.unit ?? 'kg') !== 'kg');

const decimal = (value: number, digits: number) =>
  String(Math.round(value * 10 ** digits) / 10 ** digits).replace('.', ',');

export function linesCsv(lines: ExportLine[]): Buffer {
  const units = withUnits(lines);
  return toCsv([
    units ? unitHeader : kgHeader,
    ...lines.map((l) => [
      l.article ?? '',
      l.color,
      decimal(l.kg, 3),
      l.title,
      decimal(l.price, 2),
      decimal(l.sum, 2),
      ...(units ? [unitShort(l.unit)] : []),
    ]),
  ]);
}

export async function linesXlsx(lines: ExportLine[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Selvedge';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const units = withUnits(lines);
  const header = units ? unitHeader : kgHeader;
  sheet.columns = [
    { header: header[0], key: 'article', width: 12 },
    { header: header[1], key: 'color', width: 18 },
    { header: header[2], key: 'kg', width: 10, style: { numFmt: '0.###' } },
    { header: header[3], key: 'title', width: 36 },
    { header: header[4], key: 'price', width: 16, style: { numFmt: '#,##0.00' } },
    { header: header[5], key: 'sum', width: 16, style: { numFmt: '#,##0.00' } },
    ...(units ? [{ header: header[6], key: 'unit', width: 6 }] : []),
  ];
  sheet.getRow(1).font = { bold: true };
  // Text cells get the same guard as the CSV: a title starting with '=' must not become a
  // formula once someone edits the cell (issue #33). Numbers stay number cells.
  for (const l of lines)
    sheet.addRow({
      article: spreadsheetText(l.article ?? ''),
      color: spreadsheetText(l.color),
      kg: l.kg,
      title: spreadsheetText(l.title),
      price: l.price,
      sum: l.sum,
      ...(units ? { unit: unitShort(l.unit) } : {}),
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The quick order's template: the columns and two example lines. */
export const templateCsv = () =>
  toCsv([
    ['Артикул', 'Цвет', 'Кг'],
    ['ДЖ-107', 'Белый', '40'],
    ['ФТ-104', 'Чёрный', '25,5'],
  ]);

export const fileTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
