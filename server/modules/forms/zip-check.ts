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

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function inspectZip(bytes: Uint8Array): ZipVerdict {
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
  const entries = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean a Zip64 archive: no Word document needs one.
  if (entries === 0xffff || directoryOffset === 0xffffffff)
    return { ok: false, reason: 'too-large' };
  if (entries > ZIP_LIMITS.maxEntries) return { ok: false, reason: 'too-many-entries' };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'malformed' };

  const names: string[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let n = 0; n < entries; n += 1) {
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
    const packed = data.subarray(start, start + compressedSize);
    if (method === 0) {
      if (compressedSize !== size) return { ok: false, reason: 'malformed' };
    } else if (method === 8) {
      try {
        // One byte over the declared size is enough to know it lied.
        const out = inflateRawSync(packed, { maxOutputLength: Math.max(1, size + 1) });
        if (out.length !== size) return { ok: false, reason: 'malformed' };
      } catch (error) {
        const tooBig = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        return { ok: false, reason: tooBig ? 'too-large' : 'malformed' };
      }
    } else {
      return { ok: false, reason: 'malformed' };
    }
    names.push(name);
  }
  return { ok: true, names };
}
