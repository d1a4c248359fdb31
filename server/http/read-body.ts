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
 * How long the rest of a refused body is read and thrown away (nginx's lingering close: 30 s in
 * all, 5 s without a byte), and how much of it at most.
 */
export const DISCARD_LIMITS = { totalMs: 30_000, idleMs: 5_000, maxBytes: 128 * 1024 * 1024 };

/**
 * The rest of a refused body, read and thrown away once the answer has gone out. A connection
 * closed with unread bytes in its buffer ends in a TCP reset, and a client still uploading loses
 * the 413 already on its way (the e2e test saw a closed socket and no status line); read to its
 * end, the client finishes its upload, reads the answer, and the connection can serve another
 * call. Memory stays flat (nothing is kept), and the reading is bounded by DISCARD_LIMITS: past
 * them the body is cancelled, which closes the connection.
 */
export async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits = DISCARD_LIMITS,
): Promise<void> {
  // After the answer: the handler returns first, so its 413 is written before any of this.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const started = Date.now();
  let discarded = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  try {
    for (;;) {
      idle = setTimeout(() => void reader.cancel().catch(() => undefined), limits.idleMs);
      const { done, value } = await reader.read();
      clearTimeout(idle);
      if (done) return;
      discarded += value.byteLength;
      if (discarded > limits.maxBytes || Date.now() - started > limits.totalMs) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to read.
    clearTimeout(idle);
  }
}

/**
 * The body, at most `limit` bytes; throws BodyTooLargeError past it (by Content-Length at once,
 * else while reading). The rest is not kept: discardRest reads it after the answer.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<ArrayBuffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    if (request.body) void discardRest(request.body.getReader());
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void discardRest(reader);
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
