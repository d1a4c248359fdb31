import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seoDataSchema,
  storeIdXmlNameSchema,
  storeXmlAndNameSchema,
  successEnvelope,
} from '@/lib/api/contract';
import { routeTable } from '@/lib/route-table';
import { backends, startApi, type TestApi } from '../../support/api';

describe.each(backends())('SEO and warehouse calls on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  it('getSeo answers title, description, keywords and h1 for a page, with or without slashes', async () => {
    for (const page of ['/catalog/', '/catalog', 'catalog/']) {
      const { status, body } = await api.json(`/seoTags/getSeo/?page=${encodeURIComponent(page)}`);
      expect(status).toBe(200);
      const { seo } = successEnvelope(seoDataSchema).parse(body).data;
      expect(seo.title).toMatch(/[А-Яа-я]/);
      expect(seo.h1).not.toBe('');
    }
  });

  it('every static route of the route table has SEO data', async () => {
    const staticRoutes = routeTable.filter((r) => !r.pattern.includes('{'));
    for (const route of staticRoutes) {
      const page = route.pattern === '/' ? '/' : `${route.pattern}/`;
      const { status } = await api.json(`/seoTags/getSeo?page=${encodeURIComponent(page)}`);
      expect(status, page).toBe(200);
    }
  });

  it('getSeo without a page is a 400 with a Russian message for the field', async () => {
    const { status, body } = await api.json('/seoTags/getSeo/');
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 'error',
      message: 'Проверьте правильность заполнения полей',
      errors: { page: 'Укажите страницу' },
    });
  });

  it('getSeo for an unknown page is a 404 in the envelope', async () => {
    const { status, body } = await api.json('/seoTags/getSeo/?page=/no-such-page/');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'error', message: expect.stringMatching(/[А-Яа-я]/) });
  });

  it('getSeo refuses an overlong page parameter with 400, not 500', async () => {
    const { status } = await api.json(`/seoTags/getSeo/?page=${'a'.repeat(5000)}`);
    expect(status).toBe(400);
  });

  it('getStoreXmlAndNameData lists the four warehouses with filter values 21–24', async () => {
    const { status, body } = await api.json('/catalog/getStoreXmlAndNameData');
    expect(status).toBe(200);
    const stores = successEnvelope(storeXmlAndNameSchema).parse(body).data;
    expect(stores.map((s) => s.filterValue).sort()).toEqual([21, 22, 23, 24]);
    expect(stores.map((s) => s.xmlId).sort()).toEqual(['ekb', 'ivn', 'msk', 'spb']);
  });

  it('getStoreIdXmlName gives the same warehouses in the registration shape', async () => {
    const [a, b] = await Promise.all([
      api.json('/catalog/getStoreXmlAndNameData'),
      api.json('/user/getStoreIdXmlName/'),
    ]);
    const byXml = successEnvelope(storeXmlAndNameSchema).parse(a.body).data;
    const forRegistration = successEnvelope(storeIdXmlNameSchema).parse(b.body).data;
    expect(forRegistration.map((s) => [s.STOCK_ID, s.STOCK_NAME, s.STOCK_XML])).toEqual(
      byXml.map((s) => [s.id, s.title, s.xmlId]),
    );
  });
});
