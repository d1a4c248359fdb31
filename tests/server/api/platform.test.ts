import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema, successEnvelope } from '@/lib/api/contract';
import { createApp } from '@/server/app';
import { scratchDeps } from '@/server/scratch-deps';
import { backends, startApi, type TestApi } from '../../support/api';

describe.each(backends())('the API platform on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  it('health reports the database it runs on', async () => {
    const { status, body } = await api.json('/health');
    expect(status).toBe(200);
    const { data } = successEnvelope(healthSchema).parse(body);
    expect(data).toMatchObject({ status: 'ok', database: backend });
  });

  it('every answer carries a request id; a well-formed incoming one is kept', async () => {
    const fresh = await api.call('/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.call('/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678');
    const hostile = await api.call('/health', { headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers.get('x-request-id')).not.toBe('<script>');
  });

  it('an unknown call is a 404 in the envelope with a Russian message', async () => {
    const { status, body } = await api.json('/no/such/call');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'error', message: 'Метод API не найден' });
  });

  it('the OpenAPI document describes every implemented call', async () => {
    const { status, body } = await api.json<{ openapi: string; paths: Record<string, unknown> }>(
      '/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/through_blocks/getHeader',
        '/api/v1/through_blocks/getFooter',
        '/api/v1/through_blocks/getContactAll',
        '/api/v1/seoTags/getSeo',
        '/api/v1/catalog/getStoreXmlAndNameData',
        '/api/v1/user/getStoreIdXmlName',
        '/api/v1/health',
      ]),
    );
  });

  it('the reference page is readable HTML listing the calls', async () => {
    const response = await api.call('/docs/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/v1/through_blocks/getHeader');
    expect(html).not.toContain('<script');
  });
});

describe('failures of the back end itself', () => {
  const appWith = (database: () => Promise<never>) => createApp(scratchDeps(database));

  it('an unreachable database is a 503 with a Russian message, not a stack trace', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const app = appWith(() => Promise.reject(refused));
    const response = await app.fetch(
      new Request('http://shop.test/api/v1/through_blocks/getHeader'),
    );
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      status: 'error',
      message: 'Сервис временно недоступен, попробуйте позже',
    });
    expect(body).not.toContain('ECONNREFUSED');
  });

  it('an unexpected failure is a 500 "Ошибка сервера" that leaks nothing', async () => {
    const app = appWith(() => Promise.reject(new Error('relation "secret_table" does not exist')));
    const response = await app.fetch(
      new Request('http://shop.test/api/v1/through_blocks/getFooter'),
    );
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'error', message: 'Ошибка сервера' });
    expect(body).not.toContain('secret_table');
  });
});
