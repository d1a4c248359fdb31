import 'server-only';
import { fileKindLabels, type FileKind } from '../../../lib/api/contract/forms';

export type { FileKind };

/**
 * What a file is, read from its first bytes (magic numbers), never from its name or the type
 * the browser claims: an .exe renamed .pdf is still an .exe.
 */
export interface DetectedType {
  kind: FileKind;
  ext: string;
  mime: string;
}

const types: Record<FileKind, Omit<DetectedType, 'kind'>> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'doc', mime: 'application/msword' },
  docx: {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  rtf: { ext: 'rtf', mime: 'application/rtf' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

/** The label of a stored type ('PDF' for application/pdf); the type itself for an unknown one. */
export function kindLabelOfMime(mime: string): string {
  const kind = (Object.keys(types) as FileKind[]).find((k) => types[k].mime === mime);
  return kind ? fileKindLabels[kind] : mime;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Whether an Office Open XML package (a zip) holds a Word document part. */
function isWordPackage(bytes: Uint8Array): boolean {
  // Zip entries are named in local headers and the central directory: look for 'word/'.
  const name = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return name.includes('word/', 0, 'latin1');
}

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  let kind: FileKind | null = null;
  if (startsWith(bytes, ascii('%PDF-'))) kind = 'pdf';
  else if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) kind = 'doc';
  else if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isWordPackage(bytes)) kind = 'docx';
  else if (startsWith(bytes, ascii('{\\rtf'))) kind = 'rtf';
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) kind = 'jpg';
  else if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) kind = 'png';
  else if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) kind = 'webp';
  return kind ? { kind, ...types[kind] } : null;
}
