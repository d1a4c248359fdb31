/**
 * Quick order input (issue #21): what a buyer pastes or uploads, read into (article, colour, kg)
 * lines. Three shapes are understood, line by line:
 * - 'ДЖ-107 Белый 40': the article, the colour (one or more words), the kilograms;
 * - 'ДЖ-107; Белый; 40' (a Russian Excel's CSV), 'ДЖ-107,Белый,40' and tab-separated cells
 *   copied from a spreadsheet;
 * - CSV files in UTF-8 (with or without a BOM) or Windows-1251, and XLSX (the first sheet, read
 *   as a stream by xlsx-reader.ts and left as soon as it holds more than 500 lines).
 * A first line naming the columns ('Артикул; Цвет; Кг') is skipped. Kilograms may carry a
 * decimal comma or dot ('11,5' and '11.5' are one number) and 'кг' (or 'м', 'шт': issue #35,
 * goods sold by the metre or the piece; the number is taken in the matched product's unit). A sign and Excel's exponent
 * ('-5', '1E+09') are read too, so that the line's message is about its quantity (issue #34: the
 * minus was taken for part of the colour, 'нет цвета «Чёрный -»'); the service refuses them.
 */
import 'server-only';
import iconv from 'iconv-lite';
import { quickOrderLimits, quickOrderTexts } from '../../../lib/api/contract/quick-order';
import { AppError } from '../../http/app-error';
import { readFirstSheet, XlsxError } from './xlsx-reader';

export interface ParsedLine {
  /** 1-based line of the input (the spreadsheet's row for XLSX). */
  line: number;
  source: string;
  article: string;
  color: string;
  /** NaN when the kilograms could not be read. */
  kg: number;
  /** The kilograms as written ('-5', '11.5 кг'), for the line's message; '' when there are none. */
  quantity: string;
}

type LineParts = Pick<ParsedLine, 'article' | 'color' | 'kg' | 'quantity'>;

const headerWords = /артикул|article|цвет|кол-?во|количество/i;

/** A unit written after the number ('40 кг', '2,5 м', '3 шт'): the product's own is used. */
const UNIT = String.raw`(?:кг|kg|м|m|шт|pcs)`;
const trailingUnit = new RegExp(String.raw`\s*${UNIT}\.?\s*$`, 'i');

/** A number as a quantity may be written: digits, a decimal comma or dot, Excel's exponent. */
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:e[-+]?\d+)?`;
/** A minus as typed, or as a word processor makes it (U+2212, an en dash). */
const MINUS = /^[\u2212\u2013]/;

/**
 * '40', '40,5', '40.5 кг' → 40.5; '-5' → -5, '1e9' → 1e9 (the service says why these are
 * refused); NaN for anything else.
 */
export function readKg(text: string): number {
  const cleaned = text
    .replace(trailingUnit, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(MINUS, '-')
    .replace(',', '.');
  return new RegExp(`^[-+]?${NUMBER}$`, 'i').test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Splits one line on `delimiter`, honouring "quoted ""cells""". */
function splitCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The parts with `quantity` (as written) read as kilograms. */
const withKg = (article: string, color: string, quantity: string): LineParts => ({
  article,
  color,
  kg: readKg(quantity),
  quantity,
});

/** Cells → (article, colour, kg). Two cells: the article and the kilograms, no colour. */
function fromCells(cells: string[]): LineParts {
  const filled = [...cells];
  while (filled.length > 0 && filled[filled.length - 1] === '') filled.pop();
  if (filled.length >= 3) return withKg(filled[0]!, filled[1]!, filled[2]!);
  if (filled.length === 2) return withKg(filled[0]!, '', filled[1]!);
  return { article: filled[0] ?? '', color: '', kg: Number.NaN, quantity: '' };
}

/**
 * 'ДЖ-107 Белый меланж -5 кг': the first word, then a signed number set apart by a space (a
 * hyphen inside a word belongs to the word), the colour between.
 */
const signedLine = new RegExp(
  String.raw`^(\S+)\s+(?:(.*?)\s+)?([-+\u2212\u2013]${NUMBER})\s*${UNIT}?\.?$`,
  'i',
);
/** 'ДЖ-107 Белый меланж 40 кг': the first word, the last number, the colour between. */
const plainLine = new RegExp(String.raw`^(\S+)\s+(.*?)\s*(${NUMBER})\s*${UNIT}?\.?$`, 'i');

/** One line of pasted text or CSV. */
export function parseLine(text: string): LineParts {
  if (text.includes('\t')) return fromCells(splitCells(text, '\t'));
  if (text.includes(';')) return fromCells(splitCells(text, ';'));
  if (text.includes(',')) {
    const cells = splitCells(text, ',');
    // 'ДЖ-107,Белый,40,5': a decimal comma split the kilograms in two.
    if (cells.length === 4 && /^\d+$/.test(cells[2]!) && /^\d+$/.test(cells[3]!))
      return fromCells([cells[0]!, cells[1]!, `${cells[2]},${cells[3]}`]);
    if (cells.length === 3 && !Number.isNaN(readKg(cells[2]!))) return fromCells(cells);
  }
  const match = signedLine.exec(text.trim()) ?? plainLine.exec(text.trim());
  if (match) return withKg(match[1]!, (match[2] ?? '').trim(), match[3]!);
  // No number at the end: the last word stands where the kilograms should be.
  const words = text.trim().split(/\s+/);
  if (words.length >= 3) return withKg(words[0]!, words.slice(1, -1).join(' '), words.at(-1)!);
  return { article: words[0] ?? '', color: words[1] ?? '', kg: Number.NaN, quantity: '' };
}

/** Lines of text (paste or decoded CSV): blank lines and a header line skipped; 500 at most. */
export function parseText(text: string, field: 'text' | 'file' = 'text'): ParsedLine[] {
  const out: ParsedLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const source = raw.trim();
    if (!source || source.startsWith('#')) return;
    const parsed = parseLine(source);
    if (out.length === 0 && Number.isNaN(parsed.kg) && headerWords.test(source)) return;
    out.push({ line: index + 1, source, ...parsed });
  });
  return limited(out, field);
}

function limited(lines: ParsedLine[], field: 'text' | 'file'): ParsedLine[] {
  if (lines.length > quickOrderLimits.maxLines) {
    const message = quickOrderTexts.tooManyLines(lines.length);
    throw new AppError(400, message, { [field]: message });
  }
  return lines;
}

/** CSV bytes as text: UTF-8 when they are valid UTF-8, else Windows-1251 (Russian Excel's). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'win1251');
  }
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * The first sheet of an XLSX file; each row's first three cells. Reading stops at the first line
 * past the limit (a 160 KB file can hold hundreds of thousands of rows, issue #33), so the count
 * is not known then: the message says only that there are more.
 */
export async function parseXlsx(bytes: Uint8Array): Promise<ParsedLine[]> {
  const out: ParsedLine[] = [];
  try {
    for await (const row of readFirstSheet(bytes)) {
      const cells = row.cells.map((cell) => cell.trim());
      if (cells.every((c) => c === '')) continue;
      const parsed = fromCells(cells);
      if (out.length === 0 && Number.isNaN(parsed.kg) && headerWords.test(cells.join(' ')))
        continue;
      if (out.length === quickOrderLimits.maxLines) throw badFile(quickOrderTexts.tooManyFileLines);
      out.push({ line: row.number, source: cells.filter(Boolean).join('; '), ...parsed });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const tooBig = error instanceof XlsxError && error.kind === 'too-big';
    throw badFile(tooBig ? quickOrderTexts.xlsxTooBig : quickOrderTexts.badXlsx);
  }
  return out;
}

const badFile = (message: string) => new AppError(400, message, { file: message });

/** An uploaded file by its content (never by the name the client gave): XLSX or CSV. */
export async function parseFile(name: string, bytes: Uint8Array): Promise<ParsedLine[]> {
  if (bytes.byteLength === 0) throw badFile(quickOrderTexts.emptyFile);
  if (bytes.byteLength > quickOrderLimits.maxBytes) throw badFile(quickOrderTexts.tooLarge);
  if (isZip(bytes)) return parseXlsx(bytes);
  if (/\.(xlsx|xls)$/i.test(name)) throw badFile(quickOrderTexts.badXlsx);
  // Text only: a NUL byte means a binary file (an image, a .xls of old Excel).
  if (bytes.includes(0)) throw badFile(quickOrderTexts.badFile);
  return parseText(decodeCsv(bytes), 'file');
}
