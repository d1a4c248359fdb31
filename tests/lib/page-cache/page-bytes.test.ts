import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from '@/lib/framework/http-server.mjs';
import { pageBytesOf, pageText } from '@/lib/framework/page-bytes.mjs';

/**
 * Cached pages are handed to Next as text and sent as the bytes kept for that text (issue #16):
 * a client must receive exactly the page, whichever way it went out.
 */
const page = `<!DOCTYPE html><html lang="ru"><body>${'Футер 3-нитка, пенье — 1 009,80 ₽\\кг. '.repeat(900)}</body></html>`;

describe('page text and bytes', () => {
  it('gives the same text for the same bytes, and finds the bytes by that text', () => {
    const bytes = Buffer.from(page, 'utf8');
    const text = pageText(bytes);
    expect(text).toBe(page);
    expect(pageText(bytes)).toBe(text);
    expect(pageBytesOf(text)).toBe(bytes);
    // Other text, short text, anything but text: nothing.
    expect(pageBytesOf(`${page} `)).toBeUndefined();
    expect(pageBytesOf('<p>short</p>')).toBeUndefined();
    expect(pageBytesOf(bytes)).toBeUndefined();
  });

  it('remembers only the most recently read pages', () => {
    const first = Buffer.from(`${page}<!--0-->`, 'utf8');
    const firstText = pageText(first);
    for (let i = 1; i <= 64; i++) pageText(Buffer.from(`${page}<!--${i}-->`, 'utf8'));
    expect(pageBytesOf(firstText)).toBeUndefined();
  });
});

describe("the shop server's response", () => {
  let server: http.Server;
  let base = '';
  const answers: Record<string, () => string> = {};

  beforeAll(async () => {
    const shop = createShopServer();
    server = shop.server;
    shop.setHandler((request, response) => {
      const text = answers[request.url ?? '']!();
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(text));
      response.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends a remembered page byte for byte, and any other text as it is', async () => {
    const bytes = Buffer.from(page, 'utf8');
    answers['/cached'] = () => pageText(bytes);
    answers['/other'] = () => `${page}<!--живой-->`;
    const cached = await fetch(`${base}/cached`);
    expect(cached.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await cached.arrayBuffer()).equals(bytes)).toBe(true);
    const other = await fetch(`${base}/other`);
    expect(await other.text()).toBe(`${page}<!--живой-->`);
  });
});
