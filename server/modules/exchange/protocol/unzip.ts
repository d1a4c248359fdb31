/**
 * The zip 1C sends when `init` answered `zip=yes` (its XML files and `import_files/…` pictures),
 * unpacked from disk as streams: the archive may be hundreds of megabytes, so neither it nor an
 * entry is ever read whole (server/modules/forms/zip-check.ts reads a small .docx into memory and
 * so does not fit). Only the central directory is read at once (at most 65,535 entries).
 *
 * Bounded before anything is written: the entry count, and the unpacked total the directory
 * declares against what the working folder may still hold; every name goes through the same
 * rule as an uploaded file's (no zip-slip). While unpacking, an entry that inflates to more than
 * it declared is stopped at one byte over (a zip bomb that lies about its sizes), so no more than
 * the declared total is ever written. Entries are unpacked one by one, and `unpackZip` stops at
 * a time budget and says where it stopped, so the caller can answer 1C `progress` and go on at
 * the next call, in any process.
 */
import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import iconv from 'iconv-lite';
import { exchangeFileName } from './file-names';

export interface ZipItem {
  /** The entry's path as the exchange keeps it (exchangeFileName). */
  name: string;
  method: 0 | 8;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export type ZipProblem =
  | { kind: 'malformed' }
  | { kind: 'zip64' }
  | { kind: 'tooManyEntries'; limit: number }
  | { kind: 'tooLarge'; limit: number }
  | { kind: 'lied'; name: string }
  | { kind: 'method'; name: string }
  | { kind: 'badName'; name: string };

/** Thrown for an archive that is refused; nothing more of it is unpacked. */
export class ZipRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip refused: ${problem.kind}`);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Whether the first bytes are a zip's local header ('PK\x03\x04'). */
export async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = await readAt(handle, 0, 4);
    return head.length === 4 && head.readUInt32LE(0) === LOCAL;
  } finally {
    await handle.close();
  }
}

/**
 * The archive's entries (directories left out), checked against the limits on what they
 * declare. Names without the UTF-8 flag are read as cp866, the OEM code page of a Russian
 * Windows, where 1C's zip is made.
 */
export async function listZip(
  file: string,
  limits: { maxEntries: number; maxUnpackedBytes: number },
): Promise<ZipItem[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = await readAt(handle, size - tailLength, tailLength);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new ZipRefused({ kind: 'malformed' });
    if (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
      throw new ZipRefused({ kind: 'zip64' });
    }
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
      throw new ZipRefused({ kind: 'zip64' });
    }
    if (count > limits.maxEntries) {
      throw new ZipRefused({ kind: 'tooManyEntries', limit: limits.maxEntries });
    }
    const endOffset = size - tailLength + end;
    if (directoryOffset + directorySize > endOffset) throw new ZipRefused({ kind: 'malformed' });
    const directory = await readAt(handle, directoryOffset, directorySize);

    const items: ZipItem[] = [];
    let unpacked = 0;
    let at = 0;
    for (let n = 0; n < count; n += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
        throw new ZipRefused({ kind: 'malformed' });
      }
      const flags = directory.readUInt16LE(at + 8);
      const method = directory.readUInt16LE(at + 10);
      const compressedSize = directory.readUInt32LE(at + 20);
      const entrySize = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const localOffset = directory.readUInt32LE(at + 42);
      const rawName = directory.subarray(at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      if (at > directory.length) throw new ZipRefused({ kind: 'malformed' });
      const written = flags & 0x800 ? rawName.toString('utf8') : iconv.decode(rawName, 'cp866');
      if (written.endsWith('/') || written.endsWith('\\')) continue;
      if (entrySize === 0xffffffff || compressedSize === 0xffffffff) {
        throw new ZipRefused({ kind: 'zip64' });
      }
      const name = exchangeFileName(written);
      if (!name) throw new ZipRefused({ kind: 'badName', name: written.slice(0, 200) });
      // Encrypted (bit 0), or a method other than stored and deflate.
      if (flags & 0x1 || (method !== 0 && method !== 8)) {
        throw new ZipRefused({ kind: 'method', name });
      }
      if (method === 0 && compressedSize !== entrySize) throw new ZipRefused({ kind: 'malformed' });
      if (localOffset + 30 + compressedSize > endOffset)
        throw new ZipRefused({ kind: 'malformed' });
      unpacked += entrySize;
      if (unpacked > limits.maxUnpackedBytes) {
        throw new ZipRefused({ kind: 'tooLarge', limit: limits.maxUnpackedBytes });
      }
      items.push({ name, method, compressedSize, size: entrySize, localOffset });
    }
    return items;
  } finally {
    await handle.close();
  }
}

/** Passes at most `limit` bytes and fails on the first byte more; counts what passed. */
class Ceiling extends Transform {
  passed = 0;
  constructor(
    private readonly limit: number,
    private readonly onOver: () => Error,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.passed += chunk.length;
    if (this.passed > this.limit) done(this.onOver());
    else done(null, chunk);
  }
}

/** Unpacks one entry to `folder/<name>`, never writing more than the size it declares. */
async function unpackEntry(zipFile: string, item: ZipItem, folder: string): Promise<void> {
  const handle = await open(zipFile, 'r');
  let start: number;
  try {
    const local = await readAt(handle, item.localOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) {
      throw new ZipRefused({ kind: 'malformed' });
    }
    start = item.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  } finally {
    await handle.close();
  }
  const target = path.join(folder, ...item.name.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const ceiling = new Ceiling(item.size, () => new ZipRefused({ kind: 'lied', name: item.name }));
  const source = createReadStream(zipFile, {
    start,
    end: start + item.compressedSize - 1,
    highWaterMark: 256 * 1024,
  });
  const stages =
    item.method === 8 && item.compressedSize > 0
      ? [source, createInflateRaw(), ceiling]
      : [source, ceiling];
  try {
    await pipeline([...stages, createWriteStream(target)]);
    if (item.compressedSize === 0 && item.size !== 0) throw new ZipRefused({ kind: 'malformed' });
    if (ceiling.passed !== item.size) throw new ZipRefused({ kind: 'lied', name: item.name });
  } catch (error) {
    // Nothing of a refused entry stays in the folder.
    await rm(target, { force: true });
    if (error instanceof ZipRefused) throw error;
    // zlib's errors for data that does not inflate, or an archive cut short.
    throw new ZipRefused({ kind: 'malformed' });
  }
}

/**
 * Unpacks the entries from index `from` on into `folder` until `deadline` (ms since the epoch)
 * passes; at least one entry is unpacked per call. Resolves to the index to go on from: the
 * entry count when done.
 */
export async function unpackZip(
  zipFile: string,
  items: readonly ZipItem[],
  folder: string,
  from: number,
  deadline: number,
  now: () => number = Date.now,
): Promise<number> {
  let next = from;
  while (next < items.length) {
    await unpackEntry(zipFile, items[next]!, folder);
    next += 1;
    if (now() >= deadline) break;
  }
  return next;
}
