import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  bannersSchema,
  catalogListSchema,
  collectionsListSchema,
  detailSchema,
  filterSchema,
  packingLimitSchema,
  sectionsForHeaderSchema,
  sectionsListSchema,
  sewnCollectionsSchema,
  type CatalogCard,
} from '@/lib/api/contract/catalog';
import { stockLevel } from '@/lib/catalog/stock-level';
import { rowsOf } from '@/server/db/client';
import {
  asBuyer,
  backends,
  BUYER_HEADER,
  startApi,
  startApiOn,
  type TestApi,
} from '../../support/api';
import { createBuyer } from '../../support/buyers';
import { PAGE_VIEWER_HEADER, pageViewerHeaderValue } from '@/lib/api/page-viewer';
import { signAccessToken } from '@/server/modules/auth/tokens';
import { authAppOver, bearer } from './auth-support';

const parse = <T>(schema: { parse(v: unknown): T }, body: unknown) => schema.parse(body);

describe.each(backends())('catalogue calls on %s', (backend) => {
  let api: TestApi;
  const list = async (query: string, init?: RequestInit) => {
    const { status, body } = await api.json(`/catalog/getList?${query}`, init);
    expect(status, JSON.stringify(body)).toBe(200);
    return parse(successEnvelope(catalogListSchema), body).data.catalog_list;
  };
  const filter = async (query: string, init?: RequestInit) => {
    const { status, body } = await api.json(`/catalog/getFilter?${query}`, init);
    expect(status, JSON.stringify(body)).toBe(200);
    return parse(successEnvelope(filterSchema), body).data.filter_catalog;
  };

  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  describe('sections', () => {
    it("starts with the virtual section 'Все полотна' that counts everything", async () => {
      const { body } = await api.json('/catalog/getSectionsList');
      const { sectionList } = parse(successEnvelope(sectionsListSchema), body).data;
      const [all, ...rest] = sectionList.menu;
      expect(all).toMatchObject({
        id: -1,
        slug: 'all',
        title: 'Все полотна',
        page_url: '/catalog/',
      });
      expect(rest.map((s) => s.title)).toEqual(
        expect.arrayContaining(['Футер', 'Кулирка', 'Интерлок', 'Рибана']),
      );
      const sum = rest.reduce((total, s) => total + s.elementCount, 0);
      expect(sectionList.allElementsQuantity).toBe(sum);
      expect(all!.elementCount).toBe(sum);
      for (const section of rest) {
        expect(section.page_url).toBe(`/catalog/${section.slug}/`);
        for (const c of section.collections)
          expect(c.link).toBe(`/catalog/${section.slug}/${c.slug}/`);
      }
    });

    it('counts per warehouse when a stockCode is given, by xml id or filter value', async () => {
      const count = async (q: string) =>
        parse(
          successEnvelope(sectionsListSchema),
          (await api.json(`/catalog/getSectionsList${q}`)).body,
        ).data.sectionList.allElementsQuantity;
      const everywhere = await count('');
      const moscow = await count('?stockCode=msk');
      expect(moscow).toBeLessThan(everywhere);
      expect(moscow).toBeGreaterThan(0);
      expect(await count('?stockCode=21')).toBe(moscow);
    });

    it('an unknown warehouse is a 404, a malformed one a 400, both in Russian', async () => {
      expect((await api.json('/catalog/getSectionsList?stockCode=xyz')).status).toBe(404);
      const bad = await api.json('/catalog/getSectionsList?stockCode=%3Cscript%3E');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { stockCode: 'Некорректный код склада' } });
    });

    it('the header list has the real sections with their collections', async () => {
      const { body } = await api.json('/catalog/getSectionsListForHeader/');
      const { sectionsFoHeader } = parse(successEnvelope(sectionsForHeaderSchema), body).data;
      expect(sectionsFoHeader.some((s) => s.id === -1)).toBe(false);
      expect(sectionsFoHeader.some((s) => s.collections.length > 0)).toBe(true);
    });

    it('collections come split into top and bottom; bad and unknown sections are refused', async () => {
      const { body } = await api.json('/catalog/getSectionsList');
      const futer = parse(successEnvelope(sectionsListSchema), body).data.sectionList.menu.find(
        (s) => s.slug === 'futer',
      )!;
      const answer = await api.json(`/catalog/getCollectionsList/?section_id=${futer.id}`);
      const { collectionsList } = parse(successEnvelope(collectionsListSchema), answer.body).data;
      const ids = [...collectionsList.topCollections, ...collectionsList.bottomCollections]
        .map((c) => c.id)
        .sort();
      expect(ids).toEqual(futer.collections.map((c) => c.id).sort());
      expect((await api.json('/catalog/getCollectionsList/?section_id=999999')).status).toBe(404);
      const bad = await api.json('/catalog/getCollectionsList/?section_id=abc');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { section_id: 'Некорректный раздел' } });
    });
  });

  describe('product list', () => {
    it('pages through a section with pagin {current, max_page, total}', async () => {
      const first = await list('section=futer&perPage=5');
      expect(first.elements).toHaveLength(Math.min(5, first.pagin.total));
      expect(first.pagin.current).toBe(1);
      expect(first.pagin.max_page).toBe(Math.ceil(first.pagin.total / 5));
      for (const card of first.elements) expect(card.section.slug).toBe('futer');

      const second = await list('section=futer&perPage=5&PAGEN_1=2');
      const overlap = second.elements.filter((c) => first.elements.some((f) => f.id === c.id));
      expect(overlap).toEqual([]);

      const beyond = await list('section=futer&perPage=5&PAGEN_1=9999');
      expect(beyond.pagin.current).toBe(beyond.pagin.max_page);
      expect(beyond.elements.length).toBeGreaterThan(0);
    });

    it('refuses bad paging with Russian messages', async () => {
      for (const [query, field] of [
        ['PAGEN_1=0', 'PAGEN_1'],
        ['PAGEN_1=abc', 'PAGEN_1'],
        ['perPage=61', 'perPage'],
        ['sort=cheapest', 'sort'],
        ['section=%27%3B%20drop', 'section'],
      ] as const) {
        const { status, body } = await api.json(`/catalog/getList?${query}`);
        expect(status, query).toBe(400);
        expect((body as { errors: Record<string, string> }).errors[field], query).toMatch(
          /[А-Яа-я]/,
        );
      }
    });

    it('an unknown section or collection is a 404', async () => {
      expect((await api.json('/catalog/getList?section=no-such-section')).status).toBe(404);
      expect((await api.json('/catalog/getList?section=futer&collection=no-such')).status).toBe(
        404,
      );
    });

    it('never sends a price to an anonymous caller, and always to a buyer', async () => {
      const anonymous = await api.call('/catalog/getList?perPage=30');
      expect(await anonymous.text()).not.toMatch(/"price"/);
      const buyer = await list('perPage=30', asBuyer);
      for (const card of buyer.elements) expect(card.price).toBeGreaterThan(0);
    });

    it("a visitor's card carries what tells two cards of one colour apart: article and density", async () => {
      // Issue #34: 'Джерси Милано · Белый' twice on one page, ДЖ-107 and ДЖ-313.
      const { elements } = await list('perPage=30');
      for (const card of elements) {
        expect(card.article).toMatch(/^[А-ЯЁ]{2}-\d{3}$/);
        expect(card.density).toBeGreaterThan(0);
      }
    });

    it('sorts by price for a buyer; for a visitor a price sort falls back to popularity', async () => {
      const cheapFirst = await list('sort=price_asc&perPage=20', asBuyer);
      const prices = cheapFirst.elements.map((c) => c.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const visitor = await list('sort=price_asc&perPage=20');
      const popular = await list('sort=popular&perPage=20');
      expect(visitor.elements.map((c) => c.id)).toEqual(popular.elements.map((c) => c.id));
    });

    it('the warehouse filter keeps only products with stock there', async () => {
      const all = await list('perPage=60');
      const moscow = await list('stockCode=msk&perPage=60');
      expect(moscow.pagin.total).toBeLessThan(all.pagin.total);
      for (const card of moscow.elements) expect(card.quantity).toBeGreaterThan(0);
    });

    it('applies a numeric range and a list filter together', async () => {
      const result = await list(
        'smartFilter=' +
          encodeURIComponent('density-from-180/density-to-300/packing-is-roll/') +
          '&perPage=60',
      );
      expect(result.pagin.total).toBeGreaterThan(0);
      for (const card of result.elements) {
        expect(card.density).toBeGreaterThanOrEqual(180);
        expect(card.density).toBeLessThanOrEqual(300);
        expect(card.packing.code).toBe('roll');
      }
    });

    it('ignores a malformed filter instead of failing', async () => {
      const plain = await list('perPage=10');
      const junk = await list(
        'perPage=10&smartFilter=' + encodeURIComponent('%%%/density-from-abc/<b>/'),
      );
      expect(junk.pagin.total).toBe(plain.pagin.total);
    });

    it('a value the catalogue does not have matches nothing, without an error', async () => {
      const result = await list(
        'perPage=10&smartFilter=' + encodeURIComponent('color-is-no-such-colour/'),
      );
      expect(result.pagin.total).toBe(0);
      expect(result.elements).toEqual([]);
    });

    it('follows stock as it changes: a warehouse filter drops a product sold out there', async () => {
      const [first] = (await list('stockCode=spb&perPage=1')).elements;
      const before = (await list('stockCode=spb&perPage=1')).pagin.total;
      const store = rowsOf<{ id: number }>(
        await api.handle.db.execute(sql`select id from stores where xml_id = 'spb'`),
      )[0]!;
      await api.handle.db.execute(
        sql`update stock set amount = 0 where product_id = ${first!.id} and store_id = ${store.id}`,
      );
      // A fresh app: this one keeps the total it counted a moment ago for up to 30 s.
      const fresh = startApiOn(api);
      const after = await fresh.json(`/catalog/getList?stockCode=spb&perPage=60&smartFilter=`);
      const listed = parse(successEnvelope(catalogListSchema), after.body).data.catalog_list;
      expect(listed.pagin.total).toBe(before - 1);
      expect(listed.elements.map((c) => c.id)).not.toContain(first!.id);
    });

    it('ignores the price filter of a visitor (it would reveal prices)', async () => {
      const plain = await list('perPage=10');
      const priced = await list('perPage=10&smartFilter=price-to-1/');
      expect(priced.pagin.total).toBe(plain.pagin.total);
      const buyer = await list('perPage=10&smartFilter=price-to-1/', asBuyer);
      expect(buyer.pagin.total).toBe(0);
    });

    it('cards carry their colours, warehouse count and packing', async () => {
      const { elements } = await list('perPage=10');
      for (const card of elements) {
        expect(card.colors.map((c) => c.id)).toContain(card.id);
        // The warehouses that hold any of it, as the stock table says.
        const [held] = rowsOf<{ n: number | string }>(
          await api.handle.db.execute(
            sql`select count(*) as n from stock where product_id = ${card.id} and amount > 0`,
          ),
        );
        expect(card.storesWithStock).toBe(Number(held!.n));
        expect(card.packing.stepKg).toBeGreaterThan(0);
        expect(card.detail_url).toBe(`/catalog/${card.section.slug}/${card.slug}/`);
      }
    });

    it('runs the same number of queries for 4 products as for 40 (no N+1)', async () => {
      // Two sections, so that neither total is already in the cache.
      api.queries.length = 0;
      await list('section=flis&perPage=4');
      const few = api.queries.length;
      api.queries.length = 0;
      await list('section=dzhersi&perPage=40');
      expect(api.queries.length).toBe(few);
      expect(few).toBeLessThanOrEqual(8);
    });

    it('a filtered page costs the same number of queries for 4 products as for 60, cold or warm', async () => {
      const query = (perPage: number) =>
        `section=futer&stockCode=msk&perPage=${perPage}&smartFilter=` +
        encodeURIComponent('density-from-150/packing-is-roll/color-is-chernyj/');
      const counted = async (perPage: number) => {
        const fresh = startApiOn(api);
        api.queries.length = 0;
        const cold = await fresh.json(`/catalog/getList?${query(perPage)}`);
        expect(cold.status).toBe(200);
        const coldQueries = api.queries.length;
        api.queries.length = 0;
        await fresh.json(`/catalog/getList?${query(perPage)}`);
        return { cold: coldQueries, warm: api.queries.length };
      };
      const few = await counted(4);
      const many = await counted(60);
      expect(many).toEqual(few);
      // Warm: the page of ids and the cards (rows, colours and stock in one statement).
      expect(few.warm).toBeLessThanOrEqual(2);
    });

    it('an empty result reads no product rows once its total is known', async () => {
      const fresh = startApiOn(api);
      const empty = `/catalog/getList?section=futer&smartFilter=${encodeURIComponent('density-from-100000/')}`;
      const first = await fresh.json(empty);
      expect(first.status).toBe(200);
      api.queries.length = 0;
      const again = await fresh.json(empty);
      const listed = parse(successEnvelope(catalogListSchema), again.body).data.catalog_list;
      expect(listed).toEqual({ elements: [], pagin: { current: 1, max_page: 1, total: 0 } });
      expect(api.queries).toEqual([]);
    });

    it('the product detail runs a fixed number of queries, companions included', async () => {
      const [card] = (await list('section=futer&perPage=1')).elements;
      const fresh = startApiOn(api);
      const detailQueries = async () => {
        api.queries.length = 0;
        const { status, body } = await fresh.json(
          `/catalog/getDetailCatalogElement?element_code=${card!.slug}`,
        );
        expect(status).toBe(200);
        const detail = parse(successEnvelope(detailSchema), body).data.catalog_element_detail;
        expect(detail.companion.elements.length).toBeGreaterThan(0);
        return api.queries.length;
      };
      // Cold: the product with its colours and stock, the companion ids, the companions' cards,
      // and the reference tables (packing steps, warehouses, properties). Warm: the first three.
      expect(await detailQueries()).toBeLessThanOrEqual(6);
      expect(await detailQueries()).toBeLessThanOrEqual(3);
    });
  });

  describe('maintained counts', () => {
    const direct = async (where: string) =>
      rowsOf<{ n: number }>(
        await api.handle.db.execute(
          sql.raw(`select count(*)::int as n from products where ${where}`),
        ),
      )[0]!.n;
    const menu = async (query = '') =>
      parse(
        successEnvelope(sectionsListSchema),
        (await api.json(`/catalog/getSectionsList${query}`)).body,
      ).data.sectionList.menu;

    it('the menu counts equal a count of the products, everywhere and per warehouse', async () => {
      for (const section of (await menu()).filter((s) => s.id > 0))
        expect(section.elementCount, section.slug).toBe(
          await direct(`active and section_id = ${section.id}`),
        );
      const store = rowsOf<{ id: number }>(
        await api.handle.db.execute(sql`select id from stores where xml_id = 'ekb'`),
      )[0]!;
      for (const section of (await menu('?stockCode=ekb')).filter((s) => s.id > 0)) {
        expect(section.elementCount, section.slug).toBe(
          await direct(
            `active and section_id = ${section.id} and exists (select 1 from stock s where s.product_id = products.id and s.store_id = ${store.id} and s.amount > 0)`,
          ),
        );
        for (const collection of section.collections)
          expect(collection.quantity, collection.slug).toBe(
            await direct(
              `active and collection_id = ${collection.id} and exists (select 1 from stock s where s.product_id = products.id and s.store_id = ${store.id} and s.amount > 0)`,
            ),
          );
      }
    });

    it('follow the catalogue at once: a product withdrawn, moved to another section, restored', async () => {
      const sectionTotal = async (slug: string) =>
        (await list(`section=${slug}&perPage=1`)).pagin.total;
      const [product] = (await list('section=interlok&perPage=1')).elements;
      const interlok = await sectionTotal('interlok');
      const ribana = await sectionTotal('ribana');
      const all = (await list('perPage=1')).pagin.total;
      const ribanaId = (await menu()).find((s) => s.slug === 'ribana')!.id;
      const [original] = rowsOf<{ section_id: number; collection_id: number | null }>(
        await api.handle.db.execute(
          sql`select section_id, collection_id from products where id = ${product!.id}`,
        ),
      );

      await api.handle.db.execute(
        sql`update products set active = false where id = ${product!.id}`,
      );
      // The same app, so no cache of its own to wait for: the totals are live.
      expect(await sectionTotal('interlok')).toBe(interlok - 1);
      expect((await list('perPage=1')).pagin.total).toBe(all - 1);

      await api.handle.db.execute(
        sql`update products set active = true, section_id = ${ribanaId}, collection_id = null where id = ${product!.id}`,
      );
      expect(await sectionTotal('interlok')).toBe(interlok - 1);
      expect(await sectionTotal('ribana')).toBe(ribana + 1);
      expect((await menu()).find((s) => s.slug === 'ribana')!.elementCount).toBe(ribana + 1);

      await api.handle.db.execute(
        sql`update products set section_id = ${original!.section_id}, collection_id = ${original!.collection_id} where id = ${product!.id}`,
      );
      expect(await sectionTotal('interlok')).toBe(interlok);
      expect(await sectionTotal('ribana')).toBe(ribana);
    });
  });

  describe('smart filter', () => {
    it('describes numeric ranges, lists and the checked state', async () => {
      const result = await filter(
        'sectionCode=futer&smartFilterPath=' +
          encodeURIComponent('packing-is-roll/density-from-200/'),
      );
      const density = result.items.find((i) => i.code === 'density')!;
      expect(density.type).toBe('N');
      expect(density.range!.MIN).toBeLessThanOrEqual(density.range!.MAX);
      expect(density.range!.from).toBe(200);
      const packing = result.items.find((i) => i.code === 'packing')!;
      expect(packing.values.find((v) => v.urlId === 'roll')).toMatchObject({
        checked: true,
        title: 'Рулон',
      });
      expect(result.smartFilter).toBe('density-from-200/packing-is-roll/');
    });

    it('disables exactly the values that no product allows with the other filters', async () => {
      const active = 'packing-is-stocking/';
      const result = await filter(`sectionCode=kulirka&smartFilterPath=${active}`);
      const colours = result.items.find((i) => i.code === 'color')!;
      expect(colours.values.length).toBeGreaterThan(1);
      for (const value of colours.values.slice(0, 6)) {
        const combined = await list(
          `section=kulirka&perPage=1&smartFilter=${encodeURIComponent(`${active}color-is-${value.urlId}/`)}`,
        );
        expect(value.disabled, value.title).toBe(combined.pagin.total === 0);
        expect(value.count, value.title).toBe(combined.pagin.total);
      }
    });

    it('gives ranges within what the other filters allow, and the total of the list', async () => {
      const active = 'packing-is-roll/cotton-from-90/';
      const result = await filter(`sectionCode=futer&smartFilterPath=${active}`, asBuyer);
      const matching = await list(
        `section=futer&perPage=1&smartFilter=${encodeURIComponent(active)}`,
        asBuyer,
      );
      expect(result.total).toBe(matching.pagin.total);
      const sectionId = (await list('section=futer&perPage=1')).elements[0]!.section.id;
      // The price range is the buyer's type's (issue #35): asBuyer is the seed's private buyer,
      // who pays 'Розница'.
      const [bounds] = rowsOf<Record<string, number>>(
        await api.handle.db.execute(
          sql`select min(density) as min, max(density) as max,
                min(density) filter (where packing = 'roll' and cotton >= 90) as amin,
                max(density) filter (where packing = 'roll' and cotton >= 90) as amax,
                min(cotton) filter (where packing = 'roll') as cmin,
                (min(pp.price) filter (where packing = 'roll' and cotton >= 90))::float8 as pmin
              from products p
              join product_prices pp on pp.product_id = p.id
              join price_types t on t.id = pp.price_type_id and t.xml_id = 'retail'
              where active and section_id = ${sectionId}`,
        ),
      );
      const range = (code: string) => result.items.find((i) => i.code === code)!.range!;
      expect(range('density')).toMatchObject({
        MIN: bounds!.min,
        MAX: bounds!.max,
        availableMin: bounds!.amin,
        availableMax: bounds!.amax,
      });
      // The cotton range itself is bounded by the other filters only, not by its own 'from'.
      expect(range('cotton').availableMin).toBe(bounds!.cmin);
      expect(range('price').availableMin).toBe(bounds!.pmin);
    });

    it('offers the price range to buyers only', async () => {
      const visitor = await filter('sectionCode=futer&smartFilterPath=price-from-100/');
      expect(visitor.items.some((i) => i.code === 'price')).toBe(false);
      expect(visitor.smartFilter).toBe('');
      const buyer = await filter('sectionCode=futer&smartFilterPath=price-from-100/', asBuyer);
      const price = buyer.items.find((i) => i.code === 'price')!;
      expect(price.type).toBeNull();
      expect(price.range!.from).toBe(100);
    });
  });

  describe('product detail', () => {
    let sample: CatalogCard;
    beforeAll(async () => {
      sample = (await list('section=kulirka&perPage=1')).elements[0]!;
    });

    it('gives stock per warehouse with the level words, colours, sorted properties, companions', async () => {
      const { status, body } = await api.json(
        `/catalog/getDetailCatalogElement?element_code=${sample.slug}`,
      );
      expect(status).toBe(200);
      const detail = parse(successEnvelope(detailSchema), body).data.catalog_element_detail;
      expect(detail.id).toBe(sample.id);
      expect(detail.all_stores.map((s) => s.store_xml_id).sort()).toEqual([
        'ekb',
        'ivn',
        'msk',
        'spb',
      ]);
      for (const store of detail.all_stores) expect(store.level).toBe(stockLevel(store.amount));
      expect(detail.colors.find((c) => c.id === detail.id)?.slug).toBe(detail.slug);
      const sorts = detail.properties.map((p) => p.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(detail.properties.map((p) => p.code)).toEqual(
        expect.arrayContaining(['packing', 'width', 'density']),
      );
      expect(detail.companion.informer).not.toBe('');
      for (const companion of detail.companion.elements) expect(companion.color).toBe(detail.color);
      expect(JSON.stringify(body)).not.toMatch(/"price"/);
    });

    it('shows a buyer the price of the product and of its companions', async () => {
      const { body } = await api.json(
        `/catalog/getDetailCatalogElement?element_code=${sample.slug}`,
        asBuyer,
      );
      const detail = parse(successEnvelope(detailSchema), body).data.catalog_element_detail;
      expect(detail.price).toBeGreaterThan(0);
      for (const companion of detail.companion.elements) expect(companion.price).toBeGreaterThan(0);
    });

    const detailFor = async (init?: RequestInit) => {
      const { status, body } = await api.json(
        `/catalog/getDetailCatalogElement?element_code=${sample.slug}`,
        init,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      return parse(successEnvelope(detailSchema), body).data.catalog_element_detail;
    };

    it("puts a buyer's own warehouse first and names it; a visitor gets the plain order", async () => {
      const anonymous = await detailFor();
      expect(anonymous.user_store_xml_id).toBeUndefined();
      expect(JSON.stringify(anonymous)).not.toMatch(/user_store/);
      expect(anonymous.all_stores.map((s) => s.store_xml_id)).toEqual(['msk', 'spb', 'ivn', 'ekb']);

      for (const xml of ['ivn', 'ekb']) {
        const buyer = await createBuyer(api, { storeXmlId: xml });
        const detail = await detailFor(buyer.init());
        expect(detail.user_store_xml_id).toBe(xml);
        expect(detail.all_stores[0]?.store_xml_id).toBe(xml);
        // The same rows with the same amounts: only the order changed.
        expect([...detail.all_stores].sort((a, b) => a.store_id - b.store_id)).toEqual(
          [...anonymous.all_stores].sort((a, b) => a.store_id - b.store_id),
        );
      }
    });

    it("gives a buyer's cards the stock at their own warehouse; a visitor's cards have none", async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'spb' });
      const anonymous = await list('section=kulirka&perPage=5');
      for (const card of anonymous.elements) expect(card.user_store_amount).toBeUndefined();
      const cards = (await list('section=kulirka&perPage=5', buyer.init())).elements;
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const { body } = await api.json(
          `/catalog/getDetailCatalogElement?element_code=${card.slug}`,
          buyer.init(),
        );
        const detail = parse(successEnvelope(detailSchema), body).data.catalog_element_detail;
        const spb = detail.all_stores.find((s) => s.store_xml_id === 'spb')!;
        expect(card.user_store_amount).toBe(spb.amount);
        expect(detail.user_store_amount).toBe(spb.amount);
      }
    });

    it("reads the buyer's warehouse from the account when the token carries none", async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'spb' });
      const detail = await detailFor({ headers: { [BUYER_HEADER]: String(buyer.id) } });
      expect(detail.user_store_xml_id).toBe('spb');
      expect(detail.all_stores[0]?.store_xml_id).toBe('spb');
    });

    it('knows the buyer from the access token, as a client calls it; a bad token is anonymous', async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'ekb' });
      const app = authAppOver(api);
      const jwt = await signAccessToken(app.secret, { userId: buyer.id, storeId: buyer.storeId });
      const path = `/catalog/getDetailCatalogElement?element_code=${sample.slug}`;
      const own = parse(successEnvelope(detailSchema), (await app.json(path, bearer(jwt))).body)
        .data.catalog_element_detail;
      expect(own.user_store_xml_id).toBe('ekb');
      expect(own.all_stores[0]?.store_xml_id).toBe('ekb');
      expect(own.price).toBeGreaterThan(0);
      const forged = await app.json(path, bearer(`${jwt.slice(0, -4)}AAAA`));
      expect(forged.status).toBe(200);
      expect(JSON.stringify(forged.body)).not.toMatch(/user_store_xml_id|"price"/);
    });

    it('a page rendered for the buyers of a warehouse sees prices and that warehouse, and has no account', async () => {
      const buyer = await createBuyer(api, { storeXmlId: 'ekb' });
      const app = authAppOver(api);
      const claim = {
        headers: {
          [PAGE_VIEWER_HEADER]: pageViewerHeaderValue({
            storeId: buyer.storeId,
            priceTypeId: null,
          }),
        },
      };
      const path = `/catalog/getDetailCatalogElement?element_code=${sample.slug}`;
      const page = parse(successEnvelope(detailSchema), (await app.json(path, claim)).body).data
        .catalog_element_detail;
      expect(page.user_store_xml_id).toBe('ekb');
      expect(page.all_stores[0]?.store_xml_id).toBe('ekb');
      expect(page.price).toBeGreaterThan(0);
      // Nothing that needs an account answers to it.
      expect((await app.json('/personalAccount/getReferenceDataAndManager/', claim)).status).toBe(
        401,
      );
      expect((await app.json('/basket/getBasket/', claim)).status).toBe(401);
    });

    it('an unknown product is a 404 and a malformed code a 400', async () => {
      expect(
        (await api.json('/catalog/getDetailCatalogElement?element_code=no-such-product')).status,
      ).toBe(404);
      const bad = await api.json('/catalog/getDetailCatalogElement?element_code=%3Cscript%3E');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { element_code: 'Некорректный код товара' } });
      const missing = await api.json('/catalog/getDetailCatalogElement');
      expect(missing.body).toMatchObject({
        errors: { element_code: expect.stringMatching(/[А-Яа-я]/) },
      });
    });
  });

  describe('banners and packing limits', () => {
    it('serves the banner placements', async () => {
      for (const path of [
        '/catalog/getBannerDetailCatalog',
        '/catalog/getBannerDetailCatalogSale',
        '/through_blocks/getGeneralBanners',
      ]) {
        const { status, body } = await api.json(path);
        expect(status, path).toBe(200);
        const { banners } = parse(successEnvelope(bannersSchema), body).data;
        expect(banners.length, path).toBeGreaterThan(0);
      }
    });

    it('lists the garment collections sewn from the factory fabrics', async () => {
      const { status, body } = await api.json('/catalog/getSewnCollections');
      expect(status).toBe(200);
      const data = parse(successEnvelope(sewnCollectionsSchema), body).data;
      expect(data.sewnCollections.length).toBeGreaterThan(0);
      for (const item of data.sewnCollections)
        expect(item.image?.other?.webp).toMatch(/^\/media\//);
    });

    it('gives the default and per-packing steps in kg', async () => {
      const { body } = await api.json('/catalog/limitProductRegistration');
      const limits = parse(successEnvelope(packingLimitSchema), body).data;
      for (const value of Object.values(limits)) expect(value).toBeGreaterThan(0);
    });
  });
});
