// @ts-check
/**
 * Cached pages handed to Next as text, sent as bytes (issue #16, docs/performance.md).
 *
 * Next sends a cached page's HTML one of two ways: a string with `res.end(text)` (Node encodes
 * the text to UTF-8 on every answer: a page of Cyrillic is two bytes a character and encodes
 * slowly), or anything else through a web-stream pipe (a ReadableStream per answer, a
 * WritableStream, promises per chunk, headers flushed on their own). Both cost more than the
 * answer itself. The cache handler (lib/page-cache/handler.mjs) therefore gives Next the text,
 * and the shop server's response class below hands Node the bytes kept for exactly that text:
 * one write of headers and body, no encoding. A text not found here is sent as Node would send
 * it anyway. Next's side of it (a cached page's text reaches `res.end` as the same string) is
 * checked by tests/upgrade (docs/upgrading.md "Page bytes").
 *
 * Only the most recently read pages are remembered (their text as well as their bytes), so the
 * extra memory is bounded whatever the cache holds.
 */

/** Pages remembered as text, most recently read last. */
const REMEMBERED = 64;
/** Shorter answers are not worth a lookup. */
const MIN_CHARS = 16_384;

import http from 'node:http';
import { processSlot } from './process-slot.mjs';

/** One table per process, whichever bundle asks first (./process-slot.mjs). */
const tablesSlot =
  /** @type {import('./process-slot.mjs').ProcessSlot<{ textOf: WeakMap<Buffer, string>, bytesOf: Map<string, Buffer> }>} */ (
    processSlot('pageCache.pageBytes')
  );
const tables = () => tablesSlot.getOrCreate(() => ({ textOf: new WeakMap(), bytesOf: new Map() }));

/**
 * The page's text, for Next to send; its bytes are remembered for the hook. The same bytes give
 * the same string object while remembered, so the lookup compares a pointer.
 * @param {Buffer} bytes
 */
export function pageText(bytes) {
  const { textOf, bytesOf } = tables();
  let text = textOf.get(bytes);
  if (text === undefined) {
    text = bytes.toString('utf8');
    textOf.set(bytes, text);
  }
  bytesOf.delete(text);
  bytesOf.set(text, bytes);
  if (bytesOf.size > REMEMBERED) {
    const [oldest, oldBytes] = /** @type {[string, Buffer]} */ (bytesOf.entries().next().value);
    bytesOf.delete(oldest);
    textOf.delete(oldBytes);
  }
  return text;
}

/**
 * The bytes remembered for a text, or undefined.
 * @param {unknown} text
 */
export function pageBytesOf(text) {
  if (typeof text !== 'string' || text.length < MIN_CHARS) return undefined;
  return tables().bytesOf.get(text);
}

/**
 * The shop server's response (lib/framework/http-server.mjs gives it to `http.createServer` as
 * its `ServerResponse`): a remembered page goes out as its bytes. The bytes are the UTF-8
 * encoding of the text, so Content-Length (counted from the text) holds.
 */
export class PageBytesResponse extends http.ServerResponse {
  /**
   * @param {any} chunk
   * @param {any} [encoding]
   * @param {any} [callback]
   */
  end(chunk, encoding, callback) {
    const bytes = pageBytesOf(chunk);
    if (bytes) return super.end(bytes, typeof encoding === 'function' ? encoding : callback);
    return super.end(chunk, encoding, callback);
  }
}
