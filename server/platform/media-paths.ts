/**
 * How a /media/... address names a file: the rules alone, no disk. The media module serves by
 * them (server/modules/media/service.ts), and the shop's server hooks keep any other spelling
 * of a media address from the image optimiser (./russian-errors.ts, issue #33), so they sit
 * here, below both.
 */
import 'server-only';

/** The type is decided by the extension alone and never taken from the file (docs/design.md §4). */
const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

const segmentPattern = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const MAX_DEPTH = 12;

export function mediaContentType(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null;
  return contentTypes[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/** Whether URL segments (decoded) could name a file here: the name rules alone, no disk. */
export function namesMediaFile(segments: readonly string[]): boolean {
  if (segments.length === 0 || segments.length > MAX_DEPTH) return false;
  if (!segments.every((s) => segmentPattern.test(s))) return false;
  return mediaContentType(segments[segments.length - 1]!) !== null;
}

/**
 * Whether a path is a /media/ file's address written the one way the shop writes it: no empty
 * or dot segment, no backslash, no escape, an allowed extension. The image optimiser fetches
 * its `url` through Next's router, which answers any other spelling (`/media`, `//`, `\`) with a
 * redirect that the optimiser turns into a 500 (issue #33); ./russian-errors.ts keeps such a
 * `url` from it.
 */
export function isMediaUrlPath(pathname: string): boolean {
  if (!pathname.startsWith('/media/')) return false;
  return namesMediaFile(pathname.slice('/media/'.length).split('/'));
}
