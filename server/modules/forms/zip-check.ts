/**
 * An Office Open XML file (.docx) is a zip archive; a small one can unpack to gigabytes in the
 * manager's Word (ASVS 5.0 5.2.3). This reads the archive's central directory itself (no
 * dependency) and bounds the entry count and the unpacked size; each entry is then inflated with
 * a ceiling at its declared size, so an archive that lies about its sizes is caught too. The work
 * is bounded by the same limits: at most MAX_UNPACKED_BYTES are ever produced.
 */
import 'server-only';
import { inflateRawSync } from 'node:zlib';

export const ZIP_LIMITS = {
  /** A Word document has a few dozen parts; images each add one. */
  maxEntries: 1_000,
  /** Unpacked, all entries together. */
  maxUnpackedBytes: 50 * 1024 * 1024,
} as const;

export type ZipVerdict =
  | { ok: true; names: string[] }
  | { ok: false; reason: 'malformed' | 'too-many-entries' | 'too-large' };

/** One entry as its central directory describes it; `data` is its packed bytes. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: nothing else is accepted. */
  method: 0 | 8;
  /** The unpacked size it declares: whoever unpacks it must not produce more. */
  size: number;
  data: Uint8Array;
}

export type ZipDirectory =
  | { ok: true; entries: ZipEntry[] }
  | { ok: false; reason: 'malformed' | 'too-many-entries' | 'too-large' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The archive's entries from its central directory, with the bounds checked on what they declare
 * (count, total unpacked size, no Zip64), without unpacking anything: for a reader that then
 * unpacks only what it needs, as a stream (the quick order's XLSX, issue #33).
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i -= 1) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'malformed' };
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean a Zip64 archive: no Word document needs one.
  if (count === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'too-large' };
  if (count > ZIP_LIMITS.maxEntries) return { ok: false, reason: 'too-many-entries' };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'malformed' };

  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL)
      return { ok: false, reason: 'malformed' };
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    unpacked += size;
    if (size === 0xffffffff || unpacked > ZIP_LIMITS.maxUnpackedBytes) {
      return { ok: false, reason: 'too-large' };
    }
    // The entry's data, after its local header.
    if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL) {
      return { ok: false, reason: 'malformed' };
    }
    const start =
      localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
    if (start + compressedSize > data.length) return { ok: false, reason: 'malformed' };
    if (method !== 0 && method !== 8) return { ok: false, reason: 'malformed' };
    if (method === 0 && compressedSize !== size) return { ok: false, reason: 'malformed' };
    entries.push({ name, method, size, data: data.subarray(start, start + compressedSize) });
  }
  return { ok: true, entries };
}

/** The directory's bounds, then every entry unpacked with a ceiling at its declared size. */
export function inspectZip(bytes: Uint8Array): ZipVerdict {
  const directory = readZipDirectory(bytes);
  if (!directory.ok) return directory;
  for (const entry of directory.entries) {
    if (entry.method !== 8) continue;
    try {
      // One byte over the declared size is enough to know it lied.
      const out = inflateRawSync(entry.data, { maxOutputLength: Math.max(1, entry.size + 1) });
      if (out.length !== entry.size) return { ok: false, reason: 'malformed' };
    } catch (error) {
      const tooBig = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      return { ok: false, reason: tooBig ? 'too-large' : 'malformed' };
    }
  }
  return { ok: true, names: directory.entries.map((entry) => entry.name) };
}
