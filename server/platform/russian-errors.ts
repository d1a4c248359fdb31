/**
 * Russian words where Next and Node answer on the shop's behalf outside /api (issue #33): the
 * API speaks Russian in its envelope, but three kinds of answer never reach it.
 *
 * 1. The image optimiser (`/_next/image`, next/dist/server/image-optimizer.js and
 *    next-server.js `handleNextImageRequest`) answers bad parameters and failed fetches with
 *    English plain text: '"url" parameter is required', '"w" parameter (width) of 641 is not
 *    allowed', '"url" parameter is valid but internal response is invalid' … Its status stays;
 *    the body becomes Russian. It also fetches its `url` through Next's own router, which
 *    redirects `/media` (proxy.ts's trailing slash) and any path with `//` or `\` (Next's
 *    resolve-routes), and the optimiser turns every status under 400 into a 500 (ImageError).
 *    So a `url` that is not a media file's address spelled the one way the shop spells it is
 *    taken off the request before Next reads it: the optimiser then refuses it as it refuses
 *    any other bad url, 400.
 * 2. Server actions (next/dist/server/app-render/action-handler.js): a POST with `Next-Action`
 *    to a page of a shop that has none is refused 'Invalid Server Action request.' (400) or
 *    'Server Action unavailable.' (409), text/plain. Same status, Russian text.
 * 3. Node itself, before Next sees anything: request headers over its limit (16 KB: a browser's
 *    cookies grown too big, or an address holding a pasted 10,000-character query) get `431`
 *    with no body at all, as do malformed requests (400) and slow ones (408). With a
 *    'clientError' listener the answer is ours to write: the shop's own page for the first
 *    (414 when it is the address, ./plain-page.ts), a Russian line for the rest.
 *
 * Registered once at start-up (instrumentation-node.ts) with the shop's own server
 * (lib/framework/http-server.mjs), which runs it on every request and client error before Next:
 * it survives Next upgrades that keep these messages plain text, and leaves every other answer
 * untouched.
 */
import 'server-only';
import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { isMediaUrlPath } from './media-paths';
import { PLAIN_PAGE_CSP, plainPage } from './plain-page';

const IMAGE_PATH = '/_next/image';

/** The optimiser's words for a refused image, by status and by what its English names. */
export function imageMessage(status: number, english: string): string {
  if (status === 400) {
    if (english.includes('"w"')) return 'Недопустимая ширина изображения';
    if (english.includes('"q"')) return 'Недопустимое качество изображения';
    if (english.includes('"url"') && !english.includes('valid but'))
      return 'Неверный адрес изображения';
    return 'Файл не является изображением, которое можно показать';
  }
  if (status === 404) return 'Изображение не найдено';
  if (status === 413) return 'Изображение слишком большое';
  if (status === 504) return 'Изображение не загрузилось вовремя, попробуйте позже';
  if (status >= 500) return 'Не удалось подготовить изображение, попробуйте позже';
  return 'Изображение недоступно';
}

/** Words for a refused server action: the shop has none, so any is a stale or forged request. */
export function actionMessage(status: number): string {
  if (status === 400) return 'Некорректный запрос';
  if (status === 409) return 'Действие недоступно: обновите страницу';
  if (status === 413) return 'Слишком большой запрос';
  if (status >= 500) return 'Ошибка сервера';
  return 'Запрос отклонён';
}

/** Node's other refusals before any request exists, by its error code: only programs meet them. */
const clientErrors: Record<string, { status: number; reason: string; text: string }> = {
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    text: 'Слишком большой запрос',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    text: 'Сервер не дождался запроса. Обновите страницу.',
  },
};
const badRequest = { status: 400, reason: 'Bad Request', text: 'Некорректный запрос' };

/** The two refusals a person meets in a browser get the shop's page (./plain-page.ts). */
const pages = {
  address: {
    status: 414,
    reason: 'URI Too Long',
    title: 'Слишком длинный адрес',
    text: 'Адрес страницы длиннее, чем сервер может принять: так бывает, когда в поиск вставлен очень длинный текст. Сократите запрос до 100 символов и попробуйте снова.',
  },
  headers: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    title: 'Слишком большие заголовки запроса',
    text: 'Браузер прислал вместе с запросом слишком много данных этого сайта. Удалите cookie этого сайта в браузере и обновите страницу.',
  },
};

/**
 * Whether Node's header overflow is the request line itself (an address holding a pasted text)
 * rather than the headers after it (cookies): the bytes read so far have no line end in their
 * first 8 KB.
 */
export function isAddressOverflow(rawPacket: Buffer | undefined): boolean {
  if (!rawPacket) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 ? rawPacket.length > 8 * 1024 : lineEnd > 8 * 1024;
}

function head(status: number, reason: string, type: string, length: number, extra = ''): Buffer {
  return Buffer.from(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `Content-Type: ${type}\r\n` +
      `Content-Length: ${length}\r\n` +
      extra +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n',
    'ascii',
  );
}

/**
 * The raw HTTP answer Node would have written, in Russian: the shop's page for headers over the
 * limit (414 when it is the address, 431 when the headers), a line of text for the rest, which
 * only programs meet.
 */
export function clientErrorResponse(code: string | undefined, rawPacket?: Buffer): Buffer {
  if (code === 'HPE_HEADER_OVERFLOW') {
    const page = isAddressOverflow(rawPacket) ? pages.address : pages.headers;
    const body = Buffer.from(
      plainPage({ title: page.title, text: page.text, search: page === pages.address }),
      'utf8',
    );
    const csp = `Content-Security-Policy: ${PLAIN_PAGE_CSP}\r\n`;
    return Buffer.concat([
      head(page.status, page.reason, 'text/html; charset=utf-8', body.length, csp),
      body,
    ]);
  }
  const { status, reason, text } = (code && clientErrors[code]) || badRequest;
  const body = Buffer.from(`${text}\n`, 'utf8');
  return Buffer.concat([head(status, reason, 'text/plain; charset=utf-8', body.length), body]);
}

/**
 * Node's own handling of a client error (`socketOnError` in lib/_http_server.js), with the
 * Russian answer: written only while the socket can take it and no answer has begun on it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(clientErrorResponse(error.code, (error as { rawPacket?: Buffer }).rawPacket));
}

/**
 * A `/_next/image` request whose `url` the optimiser must not fetch: a path that is not a media
 * file's address as the shop writes it. Absolute urls and repeated or missing parameters are
 * Next's to refuse (its remote patterns are empty); their English is translated like the rest.
 */
export function withoutForeignImageUrl(url: string): string {
  const parsed = new URL(url, 'http://shop.internal');
  if (!parsed.pathname.startsWith(IMAGE_PATH)) return url;
  const given = parsed.searchParams.getAll('url');
  if (given.length !== 1 || !given[0]!.startsWith('/') || isMediaUrlPath(given[0]!)) return url;
  parsed.searchParams.delete('url');
  return `${parsed.pathname}${parsed.search}`;
}

const cyrillic = /[А-Яа-яЁё]/;
type Words = (status: number, english: string) => string;

/** The text of `end`'s first argument, when it is a short body (Next's refusals are a line). */
function textOf(chunk: unknown): string | null {
  if (typeof chunk === 'string') return chunk.length <= 1024 ? chunk : null;
  if (chunk instanceof Uint8Array && chunk.byteLength <= 1024)
    return Buffer.from(chunk).toString('utf8');
  return null;
}

/**
 * Makes the English plain-text error body of one response Russian, status kept. `end` is
 * intercepted as a property, so that a wrapper installed on the response after this one (Next's
 * compression middleware replaces `res.end` after the 'request' event) still runs behind it: the
 * body is replaced before any wrapper sees it, while the headers can still change.
 */
export function translateErrorBody(response: http.ServerResponse, words: Words): void {
  const base = response.end;
  let latest = base;
  let entered = false;
  const end = function (this: http.ServerResponse, ...args: unknown[]) {
    // A wrapper installed later calls the `end` it found, which is this one: on to Node's.
    if (entered) return base.apply(this, args as Parameters<typeof base>);
    entered = true;
    const type = String(this.getHeader('content-type') ?? '');
    const english = this.headersSent || this.statusCode < 400 ? null : textOf(args[0]);
    if (english !== null && !cyrillic.test(english) && (!type || type.startsWith('text/plain'))) {
      const text = `${words(this.statusCode, english)}\n`;
      this.setHeader('Content-Type', 'text/plain; charset=utf-8');
      this.setHeader('Content-Length', Buffer.byteLength(text));
      // Next tags the English text; this is another body.
      this.removeHeader('ETag');
      const callback = args.find((arg) => typeof arg === 'function');
      args = callback ? [text, 'utf8', callback] : [text, 'utf8'];
    }
    return latest.apply(this, args as Parameters<typeof base>);
  };
  Object.defineProperty(response, 'end', {
    configurable: true,
    enumerable: true,
    get: () => end,
    set: (replacement: typeof base) => {
      latest = replacement;
    },
  });
}

/**
 * Whether Next may take a request for a server action: one with `Next-Action`, or a multipart
 * POST to a page (a form posted without scripts), which a shop without actions refuses 409.
 */
function mayBeServerAction(request: http.IncomingMessage, url: string): boolean {
  if (request.headers['next-action'] !== undefined) return true;
  return (
    request.method === 'POST' &&
    !url.startsWith('/api/') &&
    !url.startsWith('/bitrix/') &&
    String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')
  );
}

/** What this module does to a request before Next reads it. */
export function onRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  const url = request.url ?? '/';
  if (url.startsWith(IMAGE_PATH)) {
    request.url = withoutForeignImageUrl(url);
    translateErrorBody(response, imageMessage);
  } else if (mayBeServerAction(request, url)) {
    translateErrorBody(response, actionMessage);
  }
}

/** Answers Node's refusal of an unparsable request in Russian (the shop server's clientError). */
export function onClientError(error: NodeJS.ErrnoException, socket: Duplex): boolean {
  answerClientError(error, socket as Socket);
  return true;
}
