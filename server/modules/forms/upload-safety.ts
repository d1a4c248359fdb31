/**
 * What a file does once opened, beyond what its first bytes say (ASVS 5.0 5.2.2, 5.2.3): uploads
 * are mailed to a manager, so a file that expands or is something else behind its header is
 * refused before it is kept.
 * - Images: the declared dimensions are read from the header and capped (a 50,000 × 50,000 PNG
 *   is a few kilobytes that decode to 10 GB); an image within the cap is decoded and re-encoded,
 *   which drops metadata and anything after the picture.
 * - DOCX: checked as a zip archive (zip-check.ts): entry count, unpacked size, a Word part.
 * - Every kind: the bytes a browser would sniff must not be HTML (a PDF or image header followed
 *   by a page with script is a polyglot, whatever its extension).
 */
import 'server-only';
import sharp from 'sharp';
import type { DetectedType } from './file-type';
import { inspectZip } from './zip-check';

/** The largest picture accepted: 40 megapixels (a 7,000 × 5,700 photo). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type UploadVerdict =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'image-too-large' | 'archive-too-large' | 'damaged' | 'html' };

/** What browsers read to guess a type (the MIME Sniffing standard looks at 1,445 bytes). */
const SNIFF_BYTES = 2048;
/** Tags that make a page, long enough never to turn up by chance in a picture's bytes. */
const HTML_MARKERS = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed)[\s>/]/i;

export function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFF_BYTES));
  return HTML_MARKERS.test(head.toString('latin1'));
}

async function reencodeImage(
  bytes: Uint8Array,
  kind: 'jpg' | 'png' | 'webp',
): Promise<UploadVerdict> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only (nothing is decoded here): sharp's own pixel limit must not answer first.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (!width || !height) return { ok: false, reason: 'damaged' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'image-too-large' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const out =
      kind === 'jpg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : kind === 'png'
          ? image.png()
          : image.webp({ quality: 90 });
    return { ok: true, bytes: new Uint8Array(await out.toBuffer()) };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}

/** Checks a file whose type was detected by its first bytes; answers the bytes to keep. */
export async function inspectUpload(bytes: Uint8Array, type: DetectedType): Promise<UploadVerdict> {
  if (looksLikeHtml(bytes)) return { ok: false, reason: 'html' };
  switch (type.kind) {
    case 'jpg':
    case 'png':
    case 'webp':
      return reencodeImage(bytes, type.kind);
    case 'docx': {
      const zip = inspectZip(bytes);
      if (!zip.ok)
        return { ok: false, reason: zip.reason === 'malformed' ? 'damaged' : 'archive-too-large' };
      const isWord =
        zip.names.includes('[Content_Types].xml') && zip.names.some((n) => n.startsWith('word/'));
      return isWord ? { ok: true, bytes } : { ok: false, reason: 'damaged' };
    }
    default:
      return { ok: true, bytes };
  }
}
