/** Answers GET and HEAD for /media/...: generated images, cached for a year. */
import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { mediaDirFromEnv, resolveMediaFile, type MediaFile } from './service';

/** File names change whenever the picture does (seed/images/media-plan.ts), so caching forever is safe. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return new Response('Не найдено', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function etagOf(file: MediaFile): string {
  return `"${file.size.toString(16)}-${Math.floor(file.modified.getTime()).toString(16)}"`;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export async function serveMedia(
  request: Request,
  segments: readonly string[],
  root = mediaDirFromEnv(),
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const file = await resolveMediaFile(root, segments);
  if (!file) return notFound();

  const etag = etagOf(file);
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': CACHE_FOREVER,
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    'Last-Modified': file.modified.toUTCString(),
  });
  if (matches(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });

  headers.set('Content-Length', String(file.size));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
