/**
 * A CommerceML file's bytes → its text, chunk by chunk (docs/1c-exchange.md, «Encodings»).
 * The encoding is the byte-order mark's, else the XML declaration's (`encoding="windows-1251"`,
 * `cp1251`, any case; whatever iconv-lite knows), else UTF-8 as XML says. Real 1C files are
 * UTF-8 with a BOM; older ones and Bitrix's are windows-1251. UTF-8 is decoded strictly: a
 * windows-1251 file that does not say so would otherwise arrive as question marks.
 */
import 'server-only';
import iconv from 'iconv-lite';
import { CmlError } from './errors';
import { cmlTexts } from './texts';

interface TextDecoding {
  write(bytes: Uint8Array): string;
  end(): string;
}

interface Detected {
  encoding: string;
  /** Bytes of the byte-order mark to skip. */
  skip: number;
  /** Found from a BOM or the byte pattern of '<?', not from the declaration. */
  wide: boolean;
}

/** How far the XML declaration is looked for. */
const declarationWindow = 1024;

/**
 * Decodes `input` (a Node stream or any async iterable of bytes; a string chunk is taken as
 * UTF-8) into text. Pulls from `input` only as fast as the consumer pulls text, so a caller
 * that awaits between chunks holds one chunk at a time. Throws CmlError for an empty file, an
 * unknown encoding and bytes that are not UTF-8 in a UTF-8 file.
 */
export async function* decodeCml(
  input: AsyncIterable<Uint8Array | string>,
  fileName: string,
): AsyncGenerator<string, void, undefined> {
  let head: Buffer | null = Buffer.alloc(0);
  let decoding: TextDecoding | null = null;
  let offset = 0;
  for await (const raw of input) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (decoding === null) {
      head = Buffer.concat([head ?? Buffer.alloc(0), chunk]);
      const detected = detect(head, false);
      if (!detected) continue;
      decoding = open(detected, fileName, () => offset);
      offset = detected.skip;
      const text = decoding.write(head.subarray(detected.skip));
      offset = head.length;
      head = null;
      if (text) yield text;
      continue;
    }
    const text = decoding.write(chunk);
    offset += chunk.length;
    if (text) yield text;
  }
  if (decoding === null) {
    if (!head || head.length === 0) throw new CmlError(fileName, cmlTexts.emptyFile);
    const detected = detect(head, true)!;
    decoding = open(detected, fileName, () => offset);
    offset = detected.skip;
    const text = decoding.write(head.subarray(detected.skip));
    offset = head.length;
    if (text) yield text;
  }
  const tail = decoding.end();
  if (tail) yield tail;
}

/** The encoding of a file from its first bytes; null while more bytes could change the answer. */
function detect(head: Buffer, final: boolean): Detected | null {
  const ascii = head.subarray(0, declarationWindow).toString('latin1');
  if (!final && head.length < declarationWindow && !ascii.includes('?>')) return null;
  const [b0, b1, b2, b3] = head;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', skip: 3, wide: false };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', skip: 2, wide: true };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', skip: 2, wide: true };
  if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0)
    return { encoding: 'utf-16le', skip: 0, wide: true };
  if (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f)
    return { encoding: 'utf-16be', skip: 0, wide: true };
  const end = ascii.startsWith('<?xml') ? ascii.indexOf('?>') : -1;
  const declared =
    end < 0 ? null : /\sencoding\s*=\s*(["'])([^"']*)\1/.exec(ascii.slice(0, end))?.[2];
  return { encoding: declared?.trim() || 'utf-8', skip: 0, wide: false };
}

function open(detected: Detected, fileName: string, offset: () => number): TextDecoding {
  const name = detected.encoding.toLowerCase();
  if (name === 'utf-8' || name === 'utf8') return utf8(fileName, offset);
  if (!detected.wide && /^(utf-?16|utf-?32|ucs-?2)/.test(name))
    throw new CmlError(fileName, cmlTexts.encodingMismatch(detected.encoding));
  if (!iconv.encodingExists(name))
    throw new CmlError(fileName, cmlTexts.unknownEncoding(detected.encoding));
  const decoder = iconv.getDecoder(name, { stripBOM: false });
  return { write: (bytes) => decoder.write(Buffer.from(bytes)), end: () => decoder.end() ?? '' };
}

function utf8(fileName: string, offset: () => number): TextDecoding {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  return {
    write(bytes) {
      try {
        return decoder.decode(bytes, { stream: true });
      } catch {
        throw new CmlError(fileName, cmlTexts.notUtf8(offset() + firstBadByte(bytes) + 1));
      }
    },
    end() {
      try {
        return decoder.decode();
      } catch {
        throw new CmlError(fileName, cmlTexts.truncatedChar);
      }
    },
  };
}

/** Where in `bytes` the first sequence that is not UTF-8 starts (near enough for a message). */
function firstBadByte(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const at = text.indexOf('\uFFFD');
  return at < 0 ? 0 : Buffer.byteLength(text.slice(0, at));
}
