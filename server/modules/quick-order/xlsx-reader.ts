/**
 * The first sheet of an .xlsx, row by row, read as a stream (issue #33). A 160 KB file can hold
 * 45 MB of sheet XML (hundreds of thousands of rows): loading it whole cost seconds and half a
 * gigabyte per request. Here only the parts needed are unpacked, chunk by chunk, and reading
 * stops as soon as the caller has enough rows or a bound below is passed; what is kept is the
 * shared strings (bounded) and the current row's first three cells.
 */
import 'server-only';
import { createInflateRaw } from 'node:zlib';
import { readZipDirectory, type ZipEntry } from '../forms/zip-check';
import { XmlScanError, XmlScanner, type XmlEvents } from './xml-scan';

export const xlsxLimits = {
  /**
   * Cells and rows read on the sheet, empty ones and other columns too (500 lines of 200
   * columns): each costs a little time even when nothing of it is kept.
   */
  maxCells: 100_000,
  /** The workbook's shared strings (every sheet's text, each distinct one once). */
  maxSharedStrings: 100_000,
  /** Their characters together: at most ~8 MB as strings. */
  maxSharedChars: 4_000_000,
  /** Unpacked bytes read from one part: the work a request may cost whatever the rows hold. */
  maxPartBytes: 16 * 1024 * 1024,
  /** Excel's own limit for one cell; also the longest tag, comment or CDATA section. */
  maxCellChars: 32_767,
} as const;

export class XlsxError extends Error {
  constructor(readonly kind: 'malformed' | 'too-big') {
    super(`xlsx ${kind}`);
  }
}

export interface SheetRow {
  /** 1-based, as the spreadsheet numbers it. */
  number: number;
  /** Columns A, B, C as a person sees them ('' for an empty cell). */
  cells: [string, string, string];
}

/** Unpacked bytes scanned at a time: a few milliseconds of work between other requests. */
const CHUNK = 16 * 1024;

/** One part's XML, unpacked as a stream and decoded, within the bounds. */
async function* partText(entry: ZipEntry): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let read = 0;
  const take = (chunk: Uint8Array) => {
    read += chunk.byteLength;
    // More than it declared means the archive lied about the size.
    if (read > entry.size) throw new XlsxError('malformed');
    if (read > xlsxLimits.maxPartBytes) throw new XlsxError('too-big');
    return decoder.decode(chunk, { stream: true });
  };
  if (entry.method === 0) {
    for (let at = 0; at < entry.data.byteLength; at += CHUNK)
      yield take(entry.data.subarray(at, at + CHUNK));
  } else {
    // zlib works on the thread pool between chunks: other requests are served meanwhile, and
    // leaving the loop (the caller has its rows, or a bound was passed) ends the unpacking.
    const inflater = createInflateRaw({ chunkSize: CHUNK });
    inflater.end(entry.data);
    try {
      for await (const chunk of inflater as AsyncIterable<Buffer>) yield take(chunk);
    } catch (error) {
      // zlib's own errors: the data is not what the archive says it is.
      throw error instanceof XlsxError ? error : new XlsxError('malformed');
    } finally {
      inflater.destroy();
    }
  }
  yield decoder.decode();
}

/** Scans one part to its end, or until `finished` says the handler has what it needs. */
async function scanPart(
  entry: ZipEntry,
  events: (scanner: XmlScanner) => XmlEvents,
  finished: () => boolean = () => false,
): Promise<void> {
  const scanner = new XmlScanner(xlsxLimits.maxCellChars);
  const handler = events(scanner);
  try {
    for await (const text of partText(entry)) {
      scanner.write(text, handler);
      if (finished()) return;
    }
    scanner.end();
  } catch (error) {
    throw error instanceof XmlScanError ? new XlsxError(error.kind) : error;
  }
}

/** A part's path from a relationship's target, relative to xl/ unless absolute. */
function partPath(target: string): string {
  const parts = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment && segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** The first sheet (as the tabs are ordered) and the shared strings, by the workbook's parts. */
async function locateParts(entries: Map<string, ZipEntry>) {
  const workbook = entries.get('xl/workbook.xml');
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !relations) throw new XlsxError('malformed');
  let sheetRelation: string | undefined;
  let found = false;
  await scanPart(
    workbook,
    () => ({
      open(name, attributes) {
        if (name !== 'sheet' || found) return;
        found = true;
        // r:id, whatever the prefix the producer bound the relationships namespace to.
        const key = Object.keys(attributes).find((k) => k.endsWith(':id'));
        sheetRelation = key ? attributes[key] : undefined;
      },
      close() {},
      text() {},
    }),
    () => found,
  );
  const targets = new Map<string, string>();
  let sharedStrings: string | undefined;
  await scanPart(relations, () => ({
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
      targets.set(attributes.Id, attributes.Target);
      if (attributes.Type?.endsWith('/sharedStrings')) sharedStrings = attributes.Target;
    },
    close() {},
    text() {},
  }));
  const sheetTarget = sheetRelation ? targets.get(sheetRelation) : undefined;
  const sheet = sheetTarget ? entries.get(partPath(sheetTarget)) : undefined;
  if (!sheet) throw new XlsxError('malformed');
  return { sheet, sharedStrings: sharedStrings ? entries.get(partPath(sharedStrings)) : undefined };
}

/** The shared strings table: each `<si>`'s text, its runs joined, phonetic hints left out. */
async function readSharedStrings(entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let chars = 0;
  let current: string | null = null;
  let phonetic = false;
  await scanPart(entry, (scanner) => ({
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic = true;
      else if (name === 't' && current !== null && !phonetic) scanner.capturing = true;
    },
    close(name) {
      if (name === 't') scanner.capturing = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si' && current !== null) {
        strings.push(current);
        chars += current.length;
        current = null;
        if (strings.length > xlsxLimits.maxSharedStrings || chars > xlsxLimits.maxSharedChars)
          throw new XlsxError('too-big');
      }
    },
    text(text) {
      current = (current ?? '') + text;
      if (current.length > xlsxLimits.maxCellChars) throw new XlsxError('too-big');
    },
  }));
  return strings;
}

/** 'AB12' → 28; NaN when there are no letters. */
function columnOf(reference: string): number {
  const letters = /^[A-Za-z]{1,3}/.exec(reference)?.[0];
  if (!letters) return Number.NaN;
  let column = 0;
  for (const ch of letters.toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return column;
}

/** A cell's value as the text a person sees, by its type (ECMA-376 §18.18.11). */
function cellText(type: string, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's':
      return shared[Number.parseInt(value, 10)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return value;
    case 'b':
      return value === '' ? '' : value.trim() === '1' ? 'да' : 'нет';
    case 'e':
      return '';
    default:
      // A number: as a number prints ('40.50' → '40.5'), the way exceljs gave it before.
      return value.trim() === '' ? '' : String(Number.parseFloat(value));
  }
}

/**
 * The first sheet's rows that hold anything, in order. The caller stops when it has enough:
 * leaving the loop ends the unpacking. Throws XlsxError: 'malformed' for a file that is not a
 * readable workbook, 'too-big' past a bound of `xlsxLimits`.
 */
export async function* readFirstSheet(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const directory = readZipDirectory(bytes);
  if (!directory.ok)
    throw new XlsxError(directory.reason === 'malformed' ? 'malformed' : 'too-big');
  const entries = new Map(directory.entries.map((e) => [e.name.replace(/^\//, ''), e]));
  const parts = await locateParts(entries);
  const shared = await readSharedStrings(parts.sharedStrings);

  // Rows finished in the current chunk: handed to the caller before the next one is unpacked.
  const ready: SheetRow[] = [];
  let finished = false;
  let row: SheetRow | null = null;
  let rowNumber = 0;
  let column = 0;
  let cells = 0;
  let cell: { column: number; type: string; value: string; inline: string } | null = null;
  let target: 'value' | 'inline' | null = null;
  let inline = false;
  let phonetic = false;

  const scanner = new XmlScanner(xlsxLimits.maxCellChars);
  const events: XmlEvents = {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          cells += 1;
          if (cells > xlsxLimits.maxCells) throw new XlsxError('too-big');
          const number = attributes.r ? Number(attributes.r) : rowNumber + 1;
          if (!Number.isSafeInteger(number) || number < 1) throw new XlsxError('malformed');
          rowNumber = number;
          column = 0;
          row = { number, cells: ['', '', ''] };
          break;
        }
        case 'c': {
          cells += 1;
          if (cells > xlsxLimits.maxCells) throw new XlsxError('too-big');
          column = attributes.r ? columnOf(attributes.r) : column + 1;
          if (Number.isNaN(column)) throw new XlsxError('malformed');
          cell = { column, type: attributes.t ?? 'n', value: '', inline: '' };
          break;
        }
        case 'v':
          // Only columns A–C are read: the text of the others is never kept.
          if (cell && cell.column <= 3) {
            target = 'value';
            scanner.capturing = true;
          }
          break;
        case 'is':
          inline = true;
          break;
        case 'rPh':
          phonetic = true;
          break;
        case 't':
          if (cell && cell.column <= 3 && inline && !phonetic) {
            target = 'inline';
            scanner.capturing = true;
          }
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          target = null;
          scanner.capturing = false;
          break;
        case 'is':
          inline = false;
          break;
        case 'rPh':
          phonetic = false;
          break;
        case 'c':
          if (cell && row && cell.column <= 3)
            row.cells[cell.column - 1] = cellText(cell.type, cell.value, cell.inline, shared);
          cell = null;
          break;
        case 'row':
          if (row && row.cells.some((text) => text !== '')) ready.push(row);
          row = null;
          break;
        case 'sheetData':
          finished = true;
          break;
      }
    },
    text(text) {
      if (!cell || !target) return;
      cell[target] += text;
      if (cell[target].length > xlsxLimits.maxCellChars) throw new XlsxError('too-big');
    },
  };

  try {
    for await (const text of partText(parts.sheet)) {
      scanner.write(text, events);
      yield* ready.splice(0);
      if (finished) return;
    }
    scanner.end();
  } catch (error) {
    throw error instanceof XmlScanError ? new XlsxError(error.kind) : error;
  }
}
