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
import { mediaContentType, namesMediaFile } from '../../platform/media-paths';

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

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
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
