/**
 * Reading a request body with a bound (ASVS 5.0 5.2.1). The gateway must hold a body to replay
 * it after a refresh (or to forward it upstream), so it reads it itself: a declared
 * Content-Length over the call's limit is refused before a byte is read, and a streamed body
 * (chunked, or lying about its length) is cut off as soon as it passes the limit. Memory stays
 * at the limit, never at the size a client chose to send.
 */
import 'server-only';
import { UPLOAD_LIMITS } from '../../lib/api/contract/forms';

/** Any call without files: a few text fields (server/http/body-limit.ts holds the same line). */
export const MAX_PLAIN_BODY_BYTES = 1024 * 1024;
/** A form with files: the largest allowed files and 1 MB for the fields. */
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxBytes + 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The limit of a call by its body's type: multipart carries files, anything else does not. */
export function bodyLimitOf(request: Request): number {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  return type.startsWith('multipart/') ? MAX_UPLOAD_BODY_BYTES : MAX_PLAIN_BODY_BYTES;
}

/**
 * The body, at most `limit` bytes; throws BodyTooLargeError past it (by Content-Length at once,
 * else while reading). The rest is left unread, not cancelled: cancelling a request's body
 * destroys its connection (Node's IncomingMessage), and the 413 could then be lost on the way
 * out. Unread, the client's upload stops against a full buffer, and the answer, sent with
 * `Connection: close` (server/gateway/upstream.ts), ends the connection once it has gone out.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<ArrayBuffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit)
    throw new BodyTooLargeError(limit);
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}
