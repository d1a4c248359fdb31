import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, lazySchema, shouldRetry } from '@/lib/api/client';
import { basketEndpoints } from '@/lib/api/endpoints/basket';
import { ordersEndpoints } from '@/lib/api/endpoints/orders';
import { ApiError } from '@/lib/api/errors';
import type { Transport } from '@/lib/api/transport';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(answers: Array<Response | Error>) {
  const requests: Request[] = [];
  const sleeps: number[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  const client = createApiClient({
    transport: () => transport,
    origin: () => 'http://shop.test',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { client, requests, sleeps };
}

const ok = (data: unknown) => json(200, { status: 'success', data });

describe('the API client', () => {
  it('answers the data of a success envelope', async () => {
    const { client, requests } = clientWith([ok({ items: [1, 2] })]);
    await expect(
      client.request({ path: '/catalog/getList', query: { PAGEN_1: 2, sort: undefined } }),
    ).resolves.toEqual({
      items: [1, 2],
    });
    expect(requests[0]!.url).toBe('http://shop.test/api/v1/catalog/getList?PAGEN_1=2');
  });

  it('sends POST bodies form-encoded', async () => {
    const { client, requests } = clientWith([ok(null)]);
    await client.request({
      method: 'POST',
      path: '/basket/updateItem',
      form: { product_id: 7, quantity: 12.5 },
    });
    expect(requests[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await requests[0]!.text()).toBe('product_id=7&quantity=12.5');
  });

  it('throws the server message and the per-field errors', async () => {
    const { client } = clientWith([
      json(400, {
        status: 'error',
        message: 'Проверьте поля',
        errors: { email: 'Обязательное поле' },
      }),
    ]);
    const error = await client.request({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Проверьте поля',
      errors: { email: 'Обязательное поле' },
    });
  });

  it("falls back to 'Ошибка сервера' when the answer has no message", async () => {
    const { client } = clientWith([new Response('<html>bad gateway</html>', { status: 502 })]);
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      status: 502,
      message: 'Ошибка сервера',
    });
  });

  it("turns a network failure into status 0 and 'Ошибка сервера'", async () => {
    const { client } = clientWith([new TypeError('fetch failed')]);
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      status: 0,
      message: 'Ошибка сервера',
    });
  });

  it('retries once after 300 ms on 503, for a GET too', async () => {
    const { client, requests, sleeps } = clientWith([
      json(503, { status: 'error', message: 'later' }),
      ok('fine'),
    ]);
    await expect(client.request({ path: '/x' })).resolves.toBe('fine');
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([300]);
  });

  it('retries once after 300 ms on 401', async () => {
    const { client, requests, sleeps } = clientWith([
      json(401, { status: 'error', message: 'no' }),
      ok('in'),
    ]);
    await expect(client.request({ path: '/x' })).resolves.toBe('in');
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([300]);
  });

  it('never retries more than once', async () => {
    const { client, requests } = clientWith([
      json(503, { status: 'error', message: 'Сервис недоступен' }),
      json(503, { status: 'error', message: 'Сервис недоступен' }),
      ok('never reached'),
    ]);
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      status: 503,
      message: 'Сервис недоступен',
    });
    expect(requests).toHaveLength(2);
  });

  it('does not retry a GET on 500, but retries a POST once', async () => {
    const get = clientWith([json(500, { status: 'error', message: 'Ошибка сервера' }), ok('x')]);
    await expect(get.client.request({ path: '/x' })).rejects.toMatchObject({ status: 500 });
    expect(get.requests).toHaveLength(1);

    const post = clientWith([
      json(500, { status: 'error', message: 'Ошибка сервера' }),
      ok('saved'),
    ]);
    await expect(post.client.request({ method: 'POST', path: '/x', form: { a: 1 } })).resolves.toBe(
      'saved',
    );
    expect(post.requests).toHaveLength(2);
  });

  it("retries a POST with its idempotency key: 'Повторить заказ' and the quick order's add (issue #34)", async () => {
    const failed = () => json(502, { status: 'error', message: 'Ошибка сервера' });
    const keysOf = async (requests: Request[]) =>
      Promise.all(
        requests.map(async (r) => new URLSearchParams(await r.text()).get('idempotency_key')),
      );

    const repeat = clientWith([failed(), ok({ added: [], short: [] })]);
    await ordersEndpoints(repeat.client).repeat(6, 'click-0001');
    expect(await keysOf(repeat.requests)).toEqual(['click-0001', 'click-0001']);

    const add = clientWith([failed(), ok({ added: 1, lines: [] })]);
    await basketEndpoints(add.client).quickOrderAdd(['1:10'], 'click-0002');
    expect(await keysOf(add.requests)).toEqual(['click-0002', 'click-0002']);
  });

  it('does not retry a 400 or a 404', async () => {
    for (const status of [400, 403, 404, 413]) {
      const { client, requests } = clientWith([
        json(status, { status: 'error', message: 'нет' }),
        ok('x'),
      ]);
      await expect(client.request({ method: 'POST', path: '/x' })).rejects.toMatchObject({
        status,
      });
      expect(requests).toHaveLength(1);
    }
  });

  it('treats an answer that breaks the contract as a server error', async () => {
    const { client } = clientWith([ok({ count: 'many' })]);
    await expect(
      client.request({ path: '/x', schema: z.object({ count: z.number() }) }),
    ).rejects.toMatchObject({ status: 500, message: 'Ошибка сервера' });
  });

  it('checks answers against a schema loaded on first use, as the endpoint modules pass it', async () => {
    const contract = async () => ({ countSchema: z.object({ count: z.number() }) });
    const { client } = clientWith([ok({ count: 3 }), ok({ count: 'many' })]);
    const schema = lazySchema(contract, 'countSchema');
    await expect(client.request({ path: '/x', schema })).resolves.toEqual({ count: 3 });
    await expect(client.request({ path: '/x', schema })).rejects.toMatchObject({
      status: 500,
      message: 'Ошибка сервера',
    });
  });

  it('lets an aborted request stay an abort', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = clientWith([abort]);
    await expect(client.request({ path: '/x' })).rejects.toBe(abort);
  });
});

describe('retry table of storefront.md §9', () => {
  it.each([408, 409, 425, 429, 500, 502, 504])('%i: POST once, GET never', (status) => {
    expect(shouldRetry('POST', status)).toBe(true);
    expect(shouldRetry('GET', status)).toBe(false);
  });
  it.each([401, 503])('%i: every method once', (status) => {
    expect(shouldRetry('GET', status)).toBe(true);
    expect(shouldRetry('POST', status)).toBe(true);
  });
  it.each([400, 403, 404, 413, 422])('%i: never', (status) => {
    expect(shouldRetry('POST', status)).toBe(false);
  });
});
