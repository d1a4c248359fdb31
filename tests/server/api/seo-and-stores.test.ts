import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seoDataSchema,
  storeIdXmlNameSchema,
  storeXmlAndNameSchema,
  successEnvelope,
} from '@/lib/api/contract';
import { catalogListSchema, sectionsListSchema } from '@/lib/api/contract/catalog';
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

  describe('product pages, from the stored template', () => {
    const seoOf = async (page: string) => {
      const { status, body } = await api.json(`/seoTags/getSeo/?page=${encodeURIComponent(page)}`);
      return {
        status,
        seo: status === 200 ? successEnvelope(seoDataSchema).parse(body).data.seo : null,
      };
    };
    const firstFuter = async () => {
      const { body } = await api.json('/catalog/getList?section=futer&perPage=1');
      return successEnvelope(catalogListSchema).parse(body).data.catalog_list.elements[0]!;
    };

    it('fills title, colour and section of the product named by its code', async () => {
      const product = await firstFuter();
      const { status, seo } = await seoOf(product.detail_url);
      expect(status).toBe(200);
      expect(seo!.title).toContain(product.title);
      expect(seo!.title).toContain(product.color);
      expect(seo!.description).toContain('Раздел «Футер»');
      expect(seo!.h1).toBe(product.title);
      expect(Object.values(seo!).join(' ')).not.toMatch(/[{}]/);
    });

    it('answers the same for the numeric id, with or without the slashes', async () => {
      const product = await firstFuter();
      const byCode = await seoOf(product.detail_url);
      expect(await seoOf(`/catalog/futer/${product.id}/`)).toEqual(byCode);
      expect(await seoOf(`catalog/futer/${product.id}`)).toEqual(byCode);
    });

    it('a product under another section, an unknown product or the template itself is a 404', async () => {
      const product = await firstFuter();
      expect((await seoOf(`/catalog/kulirka/${product.slug}/`)).status).toBe(404);
      expect((await seoOf('/catalog/futer/no-such-product/')).status).toBe(404);
      expect((await seoOf('/catalog/futer/999999999/')).status).toBe(404);
      expect((await seoOf('/catalog/{category}/{id}/')).status).toBe(404);
    });

    it('a collection page keeps its own row', async () => {
      const { body } = await api.json('/catalog/getSectionsList');
      const futer = successEnvelope(sectionsListSchema)
        .parse(body)
        .data.sectionList.menu.find((s) => s.slug === 'futer')!;
      const collection = futer.collections[0]!;
      const { status, seo } = await seoOf(collection.link);
      expect(status).toBe(200);
      expect(seo!.h1).toBe(collection.title);
    });
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
