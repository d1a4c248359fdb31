import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import {
  buyersDetailSchema,
  buyersMenuSchema,
  contentBlockAnswerSchema,
  contentPages,
  pressDetailSchema,
  pressListSchema,
  vacanciesPaginSchema,
  vacanciesSchema,
  vacancyDetailSchema,
  vacancySectionsSchema,
} from '@/lib/api/contract/content';
import { sections } from '@/server/db/schema';
import { backends, startApi, type TestApi } from '../../support/api';

describe.each(backends())('content calls on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  it('every block call of the marketing pages answers its seeded block', async () => {
    const calls = Object.entries(contentPages).flatMap(([page, blocks]) =>
      blocks.map((block) => `/${page}/${block}`),
    );
    expect(calls).toHaveLength(54);
    for (const call of calls) {
      const { status, body } = await api.json(`${call}/`);
      expect(status, call).toBe(200);
      const { data } = successEnvelope(contentBlockAnswerSchema).parse(body);
      expect(data.block.title.length, call).toBeGreaterThan(0);
    }
  });

  it('the home banner has slides with pictures and links', async () => {
    const { body } = await api.json('/main_page/getMainBanner');
    const { data } = successEnvelope(contentBlockAnswerSchema).parse(body);
    expect(data.block.items!.length).toBeGreaterThan(1);
    for (const slide of data.block.items!) {
      expect(slide.image?.mobile?.webp).toMatch(/^\/media\/.+\.webp$/);
      expect(slide.link?.href).toMatch(/^\//);
    }
  });

  it('the banner counts the catalogue’s sections as they are now: one 1C adds or hides changes it', async () => {
    const line = async () => {
      const { body } = await api.json('/main_page/getMainBanner');
      const { data } = successEnvelope(contentBlockAnswerSchema).parse(body);
      return JSON.stringify(data.block.items);
    };
    expect(await line()).toContain(
      'Футер, кулирка, интерлок, рибана, джерси и ещё четыре группы полотен в наличии.',
    );
    const [added] = await api.handle.db
      .insert(sections)
      .values({ slug: 'rogozhka-banner', title: 'Рогожка & лён', xmlId: 'banner-test', sort: 900 })
      .returning({ id: sections.id });
    expect(await line()).toContain('и ещё пять групп полотен в наличии.');
    await api.handle.db.update(sections).set({ active: false }).where(eq(sections.id, added!.id));
    expect(await line()).toContain('и ещё четыре группы полотен в наличии.');
    expect(await line()).not.toContain('{{catalogue_groups}}');
  });

  it('press list pages newest first and reports the paging', async () => {
    const first = successEnvelope(pressListSchema).parse(
      (await api.json('/press-center/getList/?PAGEN_1=1&perPage=5')).body,
    ).data;
    expect(first.items).toHaveLength(5);
    expect(first.pagin.current).toBe(1);
    expect(first.pagin.max_page).toBe(Math.ceil(first.pagin.total / 5));
    const dates = first.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = successEnvelope(pressListSchema).parse(
      (await api.json('/press-center/getList?PAGEN_1=2&perPage=5')).body,
    ).data;
    expect(second.items[0]!.date < first.items[4]!.date).toBe(true);
    expect(first.items[0]!.detail_url).toBe(`/press-center/${first.items[0]!.code}/`);
  });

  it('press list rejects a bad page with a Russian message', async () => {
    const { status, body } = await api.json<{ errors: Record<string, string> }>(
      '/press-center/getList?PAGEN_1=abc',
    );
    expect(status).toBe(400);
    expect(body.errors.PAGEN_1).toBe('Некорректный номер страницы');
  });

  it('getMediaDetails gives the article and its neighbours; an unknown code is 404', async () => {
    const list = successEnvelope(pressListSchema).parse(
      (await api.json('/press-center/getList?perPage=3')).body,
    ).data;
    const middle = list.items[1]!;
    const { status, body } = await api.json(`/through_blocks/getMediaDetails/?code=${middle.code}`);
    expect(status).toBe(200);
    const { data } = successEnvelope(pressDetailSchema).parse(body);
    expect(data.item.title).toBe(middle.title);
    expect(data.item.body).toContain('<p>');
    expect(data.previous?.code).toBe(list.items[0]!.code);
    expect(data.next?.code).toBe(list.items[2]!.code);

    const missing = await api.json<{ message: string }>('/through_blocks/getMediaDetails?code=net');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Публикация не найдена');
    const bad = await api.json('/through_blocks/getMediaDetails?code=%3Cscript%3E');
    expect(bad.status).toBe(400);
  });

  it('vacancies: all, by section with paging, and one with its description', async () => {
    const all = successEnvelope(vacanciesSchema).parse(
      (await api.json('/career/getVacancies')).body,
    ).data.vacancies;
    expect(all.length).toBeGreaterThan(6);

    const sections = successEnvelope(vacancySectionsSchema).parse(
      (await api.json('/career/getVacanciesSection/')).body,
    ).data.sections;
    expect(sections.reduce((sum, s) => sum + s.count, 0)).toBe(all.length);

    const section = sections[0]!;
    const page = successEnvelope(vacanciesPaginSchema).parse(
      (
        await api.json(
          `/career/getVacanciesPagin/?section=${encodeURIComponent(section.title)}&perPage=2`,
        )
      ).body,
    ).data;
    expect(page.pagin.total).toBe(section.count);
    expect(page.items.every((v) => v.section === section.title)).toBe(true);
    expect(page.items.length).toBe(Math.min(2, section.count));

    const unpaged = successEnvelope(vacanciesPaginSchema).parse(
      (await api.json('/career/getVacanciesPagin')).body,
    ).data;
    expect(unpaged.items).toHaveLength(6);
    expect(unpaged.pagin.total).toBe(all.length);

    // ?city= narrows the list to one city's positions (the vacancies page's city filter).
    const city = all[0]!.city;
    const inCity = successEnvelope(vacanciesPaginSchema).parse(
      (await api.json(`/career/getVacanciesPagin/?city=${encodeURIComponent(city)}&perPage=50`))
        .body,
    ).data;
    expect(inCity.pagin.total).toBe(all.filter((v) => v.city === city).length);
    expect(inCity.items.every((v) => v.city === city)).toBe(true);

    const one = successEnvelope(vacancyDetailSchema).parse(
      (await api.json(`/vacancies/getVacancyDetails/?code=${all[0]!.code}`)).body,
    ).data.vacancy;
    expect(one.title).toBe(all[0]!.title);
    expect(one.description).toContain('Обязанности');
    expect(one.detail_url).toBe(`/career/vacancy/${all[0]!.code}/`);
    expect((await api.json('/vacancies/getVacancyDetails?code=net-takoy')).status).toBe(404);
  });

  it('buyers menu lists the five pages and each page has its text', async () => {
    const menu = successEnvelope(buyersMenuSchema).parse(
      (await api.json('/through_blocks/getForBuyersMenu')).body,
    ).data.menu;
    expect(menu.map((m) => m.code)).toEqual([
      'usloviya_zakaza',
      'oplata_i_dostavka',
      'etapy_sotrudnichestva',
      'politika_konfidentsialnosti',
      'vozvrat',
    ]);
    for (const item of menu) {
      expect(item.link).toBe(`/buyers/${item.code}/`);
      const { data } = successEnvelope(buyersDetailSchema).parse(
        (await api.json(`/through_blocks/getForBuyersDetails/?code=${item.code}`)).body,
      );
      expect(data.page.title).toBe(item.title);
      expect(data.page.body.length).toBeGreaterThan(100);
    }
    const missing = await api.json<{ message: string }>(
      '/through_blocks/getForBuyersDetails?code=unknown',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Страница не найдена');
    expect((await api.json('/through_blocks/getForBuyersDetails')).status).toBe(400);
  });

  it('the OpenAPI document describes the content calls', async () => {
    const { body } = await api.json<{ paths: Record<string, unknown> }>('/openapi.json');
    for (const path of [
      '/api/v1/main_page/getMainTrust',
      '/api/v1/press-center/getList',
      '/api/v1/career/getVacanciesPagin',
      '/api/v1/through_blocks/mediaCenterHead',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});
