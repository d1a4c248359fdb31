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

/** The file for URL segments (already decoded), or null for anything not to be served. */
export async function resolveMediaFile(
  root: string,
  segments: readonly string[],
): Promise<MediaFile | null> {
  if (segments.length === 0 || segments.length > MAX_DEPTH) return null;
  if (!segments.every((s) => segmentPattern.test(s))) return null;
  const contentType = mediaContentType(segments[segments.length - 1]!);
  if (!contentType) return null;
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
