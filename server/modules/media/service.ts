/**
 * Which file a /media/... URL names, if any. Only generated images are served, so the rules are
 * strict: plain names (no dot files, no '..', no separators inside a segment), an extension
 * from the allowlist, and a real path inside the media folder, so that a symlink cannot lead
 * out of it either.
 */
import 'server-only';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadServerEnv } from '../../../lib/env';

/** The type is decided by the extension alone and never taken from the file (DESIGN.md §4). */
const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

const segmentPattern = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const MAX_DEPTH = 12;

export interface MediaFile {
  path: string;
  contentType: string;
  size: number;
  modified: Date;
}

/** Where the seed writes images and this module reads them: ${DATA_DIR}/media. */
export function mediaDirFromEnv(): string {
  return path.resolve(loadServerEnv().DATA_DIR, 'media');
}

export function mediaContentType(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null;
  return contentTypes[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Whether URL segments (decoded) could name a file here: the name rules alone, no disk. */
function namesMediaFile(segments: readonly string[]): boolean {
  if (segments.length === 0 || segments.length > MAX_DEPTH) return false;
  if (!segments.every((s) => segmentPattern.test(s))) return false;
  return mediaContentType(segments[segments.length - 1]!) !== null;
}

/**
 * Whether a path is a /media/ file's address written the one way the shop writes it: no empty
 * or dot segment, no backslash, no escape, an allowed extension. The image optimiser fetches
 * its `url` through Next's router, which answers any other spelling (`/media`, `//`, `\`) with a
 * redirect that the optimiser turns into a 500 (issue #33); server/platform/russian-errors.ts
 * keeps such a `url` from it.
 */
export function isMediaUrlPath(pathname: string): boolean {
  if (!pathname.startsWith('/media/')) return false;
  return namesMediaFile(pathname.slice('/media/'.length).split('/'));
}

/** The file for URL segments (already decoded), or null for anything not to be served. */
export async function resolveMediaFile(
  root: string,
  segments: readonly string[],
): Promise<MediaFile | null> {
  if (!namesMediaFile(segments)) return null;
  const contentType = mediaContentType(segments[segments.length - 1]!)!;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(realRoot, ...segments));
    if (!isInside(realRoot, real)) return null;
    const info = await stat(real);
    if (!info.isFile()) return null;
    return { path: real, contentType, size: info.size, modified: info.mtime };
  } catch {
    // Missing file or folder: the same 404 as a refused name, so probing learns nothing.
    return null;
  }
}
