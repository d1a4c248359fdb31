import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  preliminaryInformationSchema,
  searchResultSchema,
  sectionsAndCollectionsSchema,
} from '@/lib/api/contract/search';
import { asBuyer, backends, startApi, startApiOn, type TestApi } from '../../support/api';

describe.each(backends())('search on %s', (backend) => {
  let api: TestApi;
  const search = async (text: string, extra = '', init?: RequestInit) => {
    const { status, body } = await api.json(
      `/through_blocks/search?search_element=${encodeURIComponent(text)}${extra}`,
      init,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(searchResultSchema).parse(body).data;
  };

  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  it("'футер' finds the Футер fabrics", async () => {
    const result = await search('футер');
    expect(result.catalog_list.pagin.total).toBeGreaterThan(0);
    for (const card of result.catalog_list.elements)
      expect(card.title.toLowerCase()).toContain('футер');
    expect(result.query.corrected).toBeNull();
  });

  it("'кулирки' (another word form) finds 'Кулирка'", async () => {
    const result = await search('кулирки');
    expect(result.catalog_list.pagin.total).toBeGreaterThan(0);
    expect(result.catalog_list.elements[0]!.title).toMatch(/Кулирка/);
  });

  it("a misspelling, 'интерлак', still finds 'Интерлок' and says what it searched for", async () => {
    const result = await search('интерлак');
    expect(result.catalog_list.pagin.total).toBeGreaterThan(0);
    expect(result.catalog_list.elements[0]!.title).toMatch(/Интерлок/);
    expect(result.query.corrected).toBe('интерлок');
  });

  it('pages with perPage and PAGEN_1; 15 per page by default', async () => {
    const first = await search('футер');
    expect(first.catalog_list.elements.length).toBe(Math.min(15, first.catalog_list.pagin.total));
    const quick = await search('футер', '&perPage=4');
    expect(quick.catalog_list.elements).toHaveLength(4);
    const second = await search('футер', '&perPage=4&PAGEN_1=2');
    expect(second.catalog_list.pagin.current).toBe(2);
    expect(second.catalog_list.elements.map((c) => c.id)).not.toContain(
      quick.catalog_list.elements[0]!.id,
    );
  });

  it('runs the same number of queries for 4 results as for 40 (no N+1)', async () => {
    const counted = async (perPage: number) => {
      // A fresh app (cache) for each size, so that neither starts with anything cached.
      const fresh = startApiOn(api);
      api.queries.length = 0;
      const { body } = await fresh.json(
        `/through_blocks/search?search_element=${encodeURIComponent('кулирка')}&perPage=${perPage}`,
      );
      const result = successEnvelope(searchResultSchema).parse(body).data;
      expect(result.catalog_list.elements).toHaveLength(
        Math.min(perPage, result.catalog_list.pagin.total),
      );
      return api.queries.length;
    };
    const few = await counted(4);
    expect(await counted(40)).toBe(few);
    // Count, page of ids, the cards (with colours and stock), packing steps: a read only.
    expect(few).toBeLessThanOrEqual(4);
  });

  it('an unknown word finds nothing, without an error', async () => {
    const result = await search('zzqqxxvv');
    expect(result.catalog_list.pagin.total).toBe(0);
    expect(result.catalog_list.elements).toEqual([]);
  });

  it('needs at least 3 characters and survives hostile text', async () => {
    const short = await api.json('/through_blocks/search?search_element=фу');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: { search_element: 'Введите не менее 3 символов' } });
    for (const hostile of [
      "'; drop table products; --",
      'футер & | ! :* ()',
      '<script>alert(1)</script>',
      '\u0000\u0001абв',
    ]) {
      const { status } = await api.json(
        `/through_blocks/search?search_element=${encodeURIComponent(hostile)}`,
      );
      expect(status, hostile).toBe(200);
    }
  });

  it('shows prices to buyers only', async () => {
    const visitor = await api.call('/through_blocks/search?search_element=футер');
    expect(await visitor.text()).not.toMatch(/"price"/);
    const buyer = await search('футер', '', asBuyer);
    expect(buyer.catalog_list.elements[0]!.price).toBeGreaterThan(0);
  });

  it('finds sections and collections by name', async () => {
    const { body } = await api.json(
      '/through_blocks/searchSectionsAndCollections?search_element=фут',
    );
    const { sections_and_collections } = successEnvelope(sectionsAndCollectionsSchema).parse(
      body,
    ).data;
    expect(sections_and_collections).toContainEqual({
      id: expect.any(Number),
      link: '/catalog/futer/',
      text: 'Футер',
    });
  });

  it('offers the sections and collections before typing while no search is popular yet', async () => {
    // Searching alone counts nobody (issue #34): the quick panel looks up at every pause of the
    // typing and the results page renders from a cache; the page itself says what was searched.
    for (let i = 0; i < 3; i++) await search('джерси');
    const { body } = await api.json('/through_blocks/preliminaryInformation');
    const data = successEnvelope(preliminaryInformationSchema).parse(body).data;
    const texts = data.oftenSearched.map((q) => q.text);
    expect(texts).not.toContain('джерси');
    expect(texts).toContain('Флис');
    expect(data.oftenSearched.find((q) => q.text === 'Флис')?.link).toBe(
      '/search-result/?search=%D0%A4%D0%BB%D0%B8%D1%81',
    );
    expect(data.collectionSearch.length).toBeGreaterThan(0);
  });
});
