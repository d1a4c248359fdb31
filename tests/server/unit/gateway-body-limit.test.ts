/**
 * Issue #18 item 4: a 50 MB body to /api/v1/user/login/ is refused with 413 having read at most
 * the call's limit, by Content-Length before a byte, and mid-stream when the length is not given.
 * After the answer the rest is read and thrown away, within bounds, so that a client still
 * uploading is not reset before it reads the 413.
 */
import { describe, expect, it } from 'vitest';
import { createBrowserHandler, forwardToUpstream } from '@/server/gateway';
import { discardRest, MAX_PLAIN_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '@/server/http/read-body';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes made only as it is read; `pulled()` says how much was. */
function lazyBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(CHUNK, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => sent };
}

function post(body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new Request('http://shop.test/api/v1/user/login/', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('request bodies are judged before they are read whole', () => {
  const answered: Request[] = [];
  const handler = createBrowserHandler(
    async (request) => {
      answered.push(request);
      return Response.json({ status: 'success', data: null });
    },
    async () => null,
  );

  it('a streamed 50 MB form body is cut off at 1 MB with 413, memory flat', async () => {
    const body = lazyBody(50 * MB);
    const heapBefore = process.memoryUsage().arrayBuffers;
    const response = await handler(
      post(body.stream, { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 'error', message: 'Слишком большой запрос' });
    expect(body.pulled()).toBeLessThanOrEqual(MAX_PLAIN_BODY_BYTES + 2 * CHUNK);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(8 * MB);
    expect(answered).toHaveLength(0);
    // Then the rest is read to its end (and thrown away), so the client's upload can finish.
    await expect.poll(body.pulled, { timeout: 10_000 }).toBe(50 * MB);
  });

  it('a declared Content-Length over the limit is refused before a byte is read', async () => {
    const body = lazyBody(50 * MB);
    const response = await handler(
      post(body.stream, {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(50 * MB),
      }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
    await expect.poll(body.pulled, { timeout: 10_000 }).toBe(50 * MB);
  });

  it('multipart gets the upload limit: 31 MB, not more', async () => {
    const fits = lazyBody(2 * MB);
    const ok = await handler(
      post(fits.stream, { 'content-type': 'multipart/form-data; boundary=x' }),
    );
    expect(ok.status).toBe(200);
    const body = lazyBody(50 * MB);
    const refused = await handler(
      post(body.stream, { 'content-type': 'multipart/form-data; boundary=x' }),
    );
    expect(refused.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 2 * CHUNK);
  });

  it('the upstream path is bounded too', async () => {
    const body = lazyBody(50 * MB);
    const response = await forwardToUpstream(
      post(body.stream, { 'content-type': 'application/x-www-form-urlencoded' }),
      'http://127.0.0.1:9/never',
      1_000,
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_PLAIN_BODY_BYTES + 2 * CHUNK);
  });
});

describe('the rest of a refused body is read within bounds', () => {
  it('a body that never ends is cancelled at the byte bound', async () => {
    const endless = lazyBody(Number.POSITIVE_INFINITY);
    let cancelled = false;
    const reader = endless.stream.getReader();
    const cancel = reader.cancel.bind(reader);
    reader.cancel = (reason) => {
      cancelled = true;
      return cancel(reason);
    };
    await discardRest(reader, { totalMs: 60_000, idleMs: 60_000, maxBytes: 4 * MB });
    expect(cancelled).toBe(true);
    expect(endless.pulled()).toBeLessThanOrEqual(4 * MB + 2 * CHUNK);
  });

  it('a client that stops sending is let go after the idle bound', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(CHUNK));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = Date.now();
    await discardRest(stalled.getReader(), { totalMs: 60_000, idleMs: 50, maxBytes: 4 * MB });
    expect(cancelled).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
