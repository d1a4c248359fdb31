/**
 * Issue #33: a call that changes state is taken only from the shop's own pages. Another site's
 * form or script (Origin: https://evil.example, or the opaque `null` of a sandboxed frame) used
 * to have its POST answered with the visitor's session; now the gateway refuses it before it is
 * read, whether the reference API answers in-process or an upstream (API_UPSTREAM_URL) would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrowserHandler, forwardToUpstream } from '@/server/gateway';
import { isCrossSite, type OriginPolicy } from '@/server/gateway/same-origin';

const production: OriginPolicy = { siteOrigin: 'https://selvedge.example' };
const development: OriginPolicy = {
  siteOrigin: 'http://localhost:3000',
  devHosts: ['localhost', '127.0.0.1'],
};

const post = (headers: Record<string, string>, path = '/personalAccount/changeFioUser/') =>
  new Request(`http://shop.internal/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'session_auth=1',
      ...headers,
    },
    body: 'fio=Иванов Иван',
  });

const foreign: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: 'https://selvedge.example.evil.example' },
  { origin: 'http://selvedge.example' },
  { origin: 'https://selvedge.example:8443' },
  { referer: 'https://evil.example/page?x=1' },
  { referer: 'not a url' },
  // Origin wins over a Referer that would pass.
  { origin: 'https://evil.example', referer: 'https://selvedge.example/cart/' },
  // The host a browser sends to is the shop's; the page it comes from is not.
  { origin: 'https://evil.example', host: 'selvedge.example' },
];

describe('the gateway refuses state-changing calls from other sites', () => {
  it('answers a foreign Origin or Referer 403 in the envelope and never calls the API', async () => {
    for (const headers of foreign) {
      const answer = vi.fn(async () => Response.json({ status: 'success', data: {} }));
      const handler = createBrowserHandler(
        answer,
        async () => null,
        () => production,
      );
      const response = await handler(post(headers));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Запрос с чужого сайта отклонён',
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(answer).not.toHaveBeenCalled();
    }
  });

  it('lets through the shop’s own pages, calls from no page at all, and reads', async () => {
    const allowed: [string, Request][] = [
      ['same origin', post({ origin: 'https://selvedge.example' })],
      ['same-origin referer', post({ referer: 'https://selvedge.example/user/profile/' })],
      ['neither header (a server, curl)', post({})],
      // Opened by another name than SITE_URL's (127.0.0.1 after `npm start` says localhost).
      ['its own host', post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })],
      [
        'a GET from anywhere',
        new Request('http://shop.internal/api/v1/catalog/getList/', {
          headers: { origin: 'https://evil.example' },
        }),
      ],
    ];
    for (const [what, request] of allowed) {
      const answer = vi.fn(async () => Response.json({ status: 'success', data: {} }));
      const handler = createBrowserHandler(
        answer,
        async () => null,
        () => production,
      );
      const response = await handler(request);
      expect(response.status, what).toBe(200);
      expect(answer, what).toHaveBeenCalledTimes(1);
    }
  });

  it('every state-changing method is judged; development also takes its own hosts', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(
        isCrossSite(
          new Request('http://x/api/v1/a', { method, headers: { origin: 'https://evil.example' } }),
          production,
        ),
        method,
      ).toBe(true);
    const from = (origin: string) => post({ origin });
    expect(isCrossSite(from('http://127.0.0.1:3000'), development)).toBe(false);
    expect(isCrossSite(from('http://localhost:3001'), development)).toBe(false);
    expect(isCrossSite(from('https://evil.example'), development)).toBe(true);
    expect(isCrossSite(from('http://127.0.0.1:3000'), production)).toBe(true);
  });
});

describe('… also in front of an upstream (API_UPSTREAM_URL)', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'success', data: {} }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backoffice/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a cross-site POST is not forwarded; the shop’s own is', async () => {
    const handler = createBrowserHandler(
      (request) => forwardToUpstream(request, base, 2000),
      async () => null,
      () => production,
    );
    const refused = await handler(post({ origin: 'https://evil.example' }));
    expect(refused.status).toBe(403);
    expect(seen).toEqual([]);
    const own = await handler(post({ origin: 'https://selvedge.example' }));
    expect(own.status).toBe(200);
    expect(seen).toEqual(['POST /backoffice/api/v1/personalAccount/changeFioUser/']);
  });
});
