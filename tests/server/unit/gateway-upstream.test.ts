/**
 * With API_UPSTREAM_URL set, the storefront is a front end for another back office: every call
 * goes there unchanged. A small real HTTP server stands in for that back office.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToUpstream } from '@/server/gateway';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url?.startsWith('/backoffice/api/v1/slow')) return; // never answers
      if (req.url?.startsWith('/backoffice/api/v1/user/login')) {
        res.setHeader('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
        res.writeHead(401, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ status: 'error', message: 'Не правильные логин или пароль' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ status: 'success', data: { from: 'upstream', url: req.url } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backoffice/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('forwarding to API_UPSTREAM_URL', () => {
  it('forwards path, query and headers and passes the answer through', async () => {
    const response = await forwardToUpstream(
      new Request('http://shop.test/api/v1/catalog/getList/?PAGEN_1=2&sort=price', {
        headers: { 'x-api-key': 'jwt-token', cookie: 'tokens=abc' },
      }),
      base,
      2000,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({
      status: 'success',
      data: { from: 'upstream', url: '/backoffice/api/v1/catalog/getList/?PAGEN_1=2&sort=price' },
    });
    const request = seen.at(-1)!;
    expect(request.headers['x-api-key']).toBe('jwt-token');
    expect(request.headers.cookie).toBe('tokens=abc');
    expect(request.headers.host).toBe(new URL(base).host);
    // One request id follows the call into the upstream and back to the client.
    expect(request.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
  });

  it('forwards a form body and passes status and every cookie back', async () => {
    const response = await forwardToUpstream(
      new Request('http://shop.test/api/v1/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'login=buyer%40example.ru&password=x',
      }),
      `${base}/`,
      2000,
    );
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(await response.json()).toMatchObject({ message: 'Не правильные логин или пароль' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.body).toBe('login=buyer%40example.ru&password=x');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('an upstream that hangs is answered with 504 in the envelope after the timeout', async () => {
    const started = Date.now();
    const response = await forwardToUpstream(
      new Request('http://shop.test/api/v1/slow'),
      base,
      300,
    );
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Сервер не ответил вовремя, попробуйте позже',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an upstream that is down is answered with 503 in the envelope', async () => {
    const response = await forwardToUpstream(
      new Request('http://shop.test/api/v1/health'),
      'http://127.0.0.1:9/api/v1',
      2000,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Сервис временно недоступен, попробуйте позже',
    });
  });
});
