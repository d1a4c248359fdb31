/**
 * Issue #33: outside /api, Node and Next answered people in English (an empty 431 for headers
 * over Node's limit, 'Invalid Server Action request.', the image optimiser's '"url" parameter is
 * required' …), and the optimiser answered 500 for a `url` its own router redirects. A real
 * the shop's own server on an ephemeral port with the hooks start-up registers; its handler answers as Next
 * does (Next's own compression middleware first, then the refusal as plain text).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopServer, type TestShopServer } from '../../support/shop-server';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's bundled copy, untyped
const compression = require('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const WIDTHS = new Set([64, 640]);

/** What Next answers: the optimiser's refusals and fetches, and a page's server-action refusal. */
function nextLike(req: IncomingMessage, res: ServerResponse) {
  compression()(req, res, () => {});
  const url = new URL(req.url!, 'http://x');
  const plain = (status: number, text: string) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/plain');
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
  };
  if (url.pathname === '/_next/image') {
    const image = url.searchParams.get('url');
    // validateParams, then fetchInternalImage through the router (which redirects `/media`,
    // `//` and `\`, a redirect the optimiser reports as 500).
    if (!image) return plain(400, '"url" parameter is required');
    if (!WIDTHS.has(Number(url.searchParams.get('w'))))
      return plain(400, `"w" parameter (width) of ${url.searchParams.get('w')} is not allowed`);
    if (image === '/media' || /\/\/|\\/.test(image))
      return plain(500, '"url" parameter is valid but internal response is invalid');
    if (image !== '/media/v2/scenes/rolls-3-800x600.jpg')
      return plain(404, '"url" parameter is valid but internal response is invalid');
    res.setHeader('content-type', 'image/webp');
    return res.end(Buffer.from('RIFF0000WEBP'));
  }
  if (req.headers['next-action'] === 'stale') return plain(409, 'Server Action unavailable.');
  if (req.headers['next-action']) return plain(400, 'Invalid Server Action request.');
  if (url.pathname === '/api/v1/x') return plain(404, 'Not found');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end('<p>Страница</p>');
}

let shop: TestShopServer;
let port: number;

beforeAll(async () => {
  shop = await startShopServer(nextLike);
  port = shop.port;
});

afterAll(() => shop.close());

/** Sends raw bytes and reads the whole answer until the server closes or 2 s pass. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    };
    const timer = setTimeout(done, 2000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('error', (error) => (chunks.length ? done() : reject(error)));
    socket.write(request);
  });
}

const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
};

describe('Node’s own refusals', () => {
  it('cookies over the limit: 431 with the shop’s page instead of an empty answer', async () => {
    const answer = await raw(
      `GET / HTTP/1.1\r\nHost: shop.test\r\nCookie: big=${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(answer.headers).toMatch(/content-security-policy: default-src 'none'/i);
    expect(answer.body).toContain('<h1>Слишком большие заголовки запроса</h1>');
    expect(answer.body).toContain('Удалите cookie этого сайта');
    expect(answer.body).toContain('<a class="home" href="/">На главную</a>');
    expect(answer.body).not.toContain('<form');
  });

  it('an address over the limit (a pasted 10,000-character query): 414 and the shop’s page with a search field', async () => {
    const query = encodeURIComponent('кулирка '.repeat(1250));
    const answer = await raw(
      `GET /search-result/?search=${query} HTTP/1.1\r\nHost: shop.test\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expect(answer.headers).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(answer.body).toContain('<h1>Слишком длинный адрес</h1>');
    expect(answer.body).toMatch(/<form action="\/search-result\/"[^>]*>.*maxlength="100"/);
    expect(answer.body).toContain('На главную');
  });

  it('a malformed request: 400 with a Russian body', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('Некорректный запрос\n');
  });

  it('the server still answers ordinary requests afterwards', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<p>Страница</p>' });
  });
});

describe('server actions (the shop has none)', () => {
  it('a page POST with Next-Action: the refusal in Russian, status kept', async () => {
    const invalid = await get('/catalog/', { 'next-action': 'x' }, 'POST');
    expect(invalid).toEqual({
      status: 400,
      type: 'text/plain; charset=utf-8',
      body: 'Некорректный запрос\n',
    });
    const stale = await get('/', { 'next-action': 'stale' }, 'POST');
    expect(stale).toMatchObject({ status: 409, body: 'Действие недоступно: обновите страницу\n' });
  });
});

describe('the image optimiser', () => {
  const image = (url: string, w = 640) =>
    get(`/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75`);

  it('a url its router would redirect is a 400 before the fetch, not a 500', async () => {
    for (const url of [
      '/media',
      '/media/',
      '/media/v2//scenes/rolls-3-800x600.jpg',
      '/media\\v2\\scenes\\rolls-3-800x600.jpg',
      '/media/v2/scenes',
      '/media/v2/./scenes/rolls-3-800x600.jpg',
    ]) {
      expect(await image(url), url).toEqual({
        status: 400,
        type: 'text/plain; charset=utf-8',
        body: 'Неверный адрес изображения\n',
      });
    }
  });

  it('its other refusals are Russian with their status; an image is untouched', async () => {
    expect(await image('/media/v2/scenes/missing.jpg')).toMatchObject({
      status: 404,
      body: 'Изображение не найдено\n',
    });
    expect(await image('/media/v2/scenes/rolls-3-800x600.jpg', 641)).toMatchObject({
      status: 400,
      body: 'Недопустимая ширина изображения\n',
    });
    expect(await get('/_next/image?w=64&q=75')).toMatchObject({
      status: 400,
      body: 'Неверный адрес изображения\n',
    });
    expect(await image('/media/v2/scenes/rolls-3-800x600.jpg')).toEqual({
      status: 200,
      type: 'image/webp',
      body: 'RIFF0000WEBP',
    });
  });

  it('leaves every other answer alone', async () => {
    expect(await get('/api/v1/x')).toMatchObject({ status: 404, body: 'Not found' });
  });
});
