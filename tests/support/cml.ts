/**
 * CommerceML files for the reader's tests (issue #35): bytes as 1C would send them, read back
 * into records.
 */
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { CmlError } from '@/server/modules/exchange/cml/errors';
import { readCml } from '@/server/modules/exchange/cml/reader';
import type { CmlRecord, CmlRecordKind, CmlSummary } from '@/server/modules/exchange/cml/types';

const bom = Buffer.from([0xef, 0xbb, 0xbf]);

/** A file's bytes: UTF-8 with a BOM as 1C writes it, or without, or in another encoding. */
export function cmlBytes(xml: string, as: 'utf-8-bom' | 'utf-8' | string = 'utf-8-bom'): Buffer {
  if (as === 'utf-8-bom') return Buffer.concat([bom, Buffer.from(xml, 'utf8')]);
  if (as === 'utf-8') return Buffer.from(xml, 'utf8');
  return iconv.encode(xml, as);
}

/** The bytes cut into pieces of `size` (a multibyte letter split across two of them). */
export function chunked(bytes: Buffer, size: number): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
}

export interface ReadResult {
  records: CmlRecord[];
  summary: CmlSummary;
  of<K extends CmlRecordKind>(kind: K): Extract<CmlRecord, { kind: K }>[];
}

export async function readAll(
  source: string | Buffer | Readable,
  fileName = 'import.xml',
): Promise<ReadResult> {
  const records: CmlRecord[] = [];
  const input =
    source instanceof Readable
      ? source
      : Readable.from([typeof source === 'string' ? cmlBytes(source) : source]);
  const summary = await readCml(input, {
    fileName,
    onRecord: (record) => void records.push(record),
  });
  return {
    records,
    summary,
    of: <K extends CmlRecordKind>(kind: K) =>
      records.filter((record): record is Extract<CmlRecord, { kind: K }> => record.kind === kind),
  };
}

/** The CmlError a file is refused with. */
export async function readError(
  source: string | Buffer | Readable,
  fileName = 'import.xml',
): Promise<CmlError> {
  const error = await readAll(source, fileName).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CmlError);
  return error as CmlError;
}

/** A file around `body`: the root with its version and date, in the given namespace. */
export function cml(body: string, version = '2.08', namespace = 'urn:1C.ru:commerceml_2'): string {
  const xmlns = namespace
    ? ` xmlns="${namespace}" xmlns:xs="http://www.w3.org/2001/XMLSchema"`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<КоммерческаяИнформация${xmlns} ВерсияСхемы="${version}" ДатаФормирования="2025-03-14T09:30:00">\n` +
    `${body}\n</КоммерческаяИнформация>\n`
  );
}
