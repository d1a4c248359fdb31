/**
 * The seeded database as a client sees it: warehouses, stock, colour siblings, SEO for every
 * route, content for every marketing call, determinism, and images that exist.
 */
import { access, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from '@/lib/route-table';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/seed/bulk-insert';
import { seedDatabase, type SeedSummary } from '@/server/db/seed';
import { createSeoRepository } from '@/server/modules/seo/repository';
import { createSeoService } from '@/server/modules/seo/service';
import { MEDIA_VERSION } from '@/server/db/seed/images/media-plan';
import { resolveMediaFile } from '@/server/modules/media/service';

const PRODUCTS = 300;
const SEED = 7;

/**
 * Drawing the images is most of a first seed's time (~15 s here). Their names are derived
 * from what is drawn and written atomically, so runs can share one folder and only the first
 * run on a machine pays for them.
 */
const mediaDir = path.join(os.tmpdir(), `selvedge-seed-test-media-${MEDIA_VERSION}`);

let handle: DatabaseHandle;
let summary: SeedSummary;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  summary = await seedDatabase(handle.db, { products: PRODUCTS, seed: SEED, mediaDir });
});

afterAll(async () => {
  await handle?.close();
});

describe('seeded catalogue', () => {
  it('has the four warehouses with filter values 21–24', async () => {
    const stores = await rows<{ xml_id: string; title: string; filter_value: number }>(
      sql`select xml_id, title, filter_value from stores order by filter_value`,
    );
    expect(stores.map((s) => [s.xml_id, s.filter_value])).toEqual([
      ['msk', 21],
      ['spb', 22],
      ['ivn', 23],
      ['ekb', 24],
    ]);
    expect(stores.map((s) => s.title)).toEqual([
      'Склад Москва',
      'Склад Санкт-Петербург',
      'Склад Иваново',
      'Склад Екатеринбург',
    ]);
  });

  it('creates exactly the requested number of products', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(count!.n).toBe(PRODUCTS);
  });

  it('stocks every active product at all four warehouses, at every stock level', async () => {
    const [gaps] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products p
      where p.active and (select count(*) from stock s where s.product_id = p.id) <> 4`);
    expect(gaps!.n).toBe(0);
    // storefront.md §4: none (0), few (<25), normal, many (>100).
    const [levels] = await rows<{ none: number; few: number; normal: number; many: number }>(sql`
      select count(*) filter (where amount <= 0)::int as none,
             count(*) filter (where amount > 0 and amount < 25)::int as few,
             count(*) filter (where amount >= 25 and amount <= 100)::int as normal,
             count(*) filter (where amount > 100)::int as many
      from stock`);
    expect(Object.values(levels!).every((n) => n > 0)).toBe(true);
  });

  it('groups colours of one fabric under one model with distinct colours', async () => {
    const models = await rows<{ n: number; colours: number; titles: number; sections: number }>(sql`
      select count(*)::int as n, count(distinct color)::int as colours,
             count(distinct title)::int as titles, count(distinct section_id)::int as sections
      from products group by model_id`);
    expect(models.length).toBeGreaterThan(PRODUCTS / 12);
    for (const model of models) {
      expect(model.n).toBeGreaterThanOrEqual(3);
      expect(model.n).toBeLessThanOrEqual(12);
      expect(model.colours).toBe(model.n);
      expect(model.titles).toBe(1);
      expect(model.sections).toBe(1);
    }
  });

  it('keeps product fields in realistic ranges', async () => {
    const [r] = await rows<Record<string, number>>(sql`
      select min(density)::int as dmin, max(density)::int as dmax, min(width)::int as wmin, max(width)::int as wmax,
             min(price)::float as pmin, max(price)::float as pmax, count(*) filter (where not active)::int as inactive,
             count(distinct code)::int as codes
      from products`);
    expect(r!.dmin).toBeGreaterThanOrEqual(140);
    expect(r!.dmax).toBeLessThanOrEqual(420);
    expect(r!.wmin).toBeGreaterThanOrEqual(90);
    expect(r!.wmax).toBeLessThanOrEqual(220);
    expect(r!.pmin).toBeGreaterThanOrEqual(450);
    expect(r!.pmax).toBeLessThanOrEqual(1900);
    expect(r!.inactive).toBeGreaterThan(0);
    expect(r!.codes).toBe(PRODUCTS);
  });
});

describe('seeded pages', () => {
  it('has SEO data for every route of the route table', async () => {
    expect(summary.seoFallbacks).toEqual([]);
    const seo = createSeoService(createSeoRepository(handle.db));
    const pages = (await rows<{ page: string }>(sql`select page from seo_tags`)).map((r) => r.page);
    for (const { pattern } of routeTable) {
      const candidates = pattern.includes('{')
        ? pages.filter((page) => !page.includes('{') && matchRoute(page)?.pattern === pattern)
        : [pattern];
      expect(candidates, pattern).not.toHaveLength(0);
      const tags = await seo.forPage(candidates[0]!);
      expect(tags.title, pattern).toMatch(/[а-яё]/i);
      expect(tags.h1, pattern).not.toBe('');
    }
  });

  it('has a content block for every marketing call of calls.txt', async () => {
    const calls = (await readFile(path.resolve(process.cwd(), 'docs/spec/calls.txt'), 'utf8'))
      .split('\n')
      .map((line) => /^GET \/([^/]+)\/(\w+)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map(([, page, block]) => ({ page: page!, block: block! }));
    const fromTables = new Set([
      'career/getVacancies',
      'career/getVacanciesPagin',
      'career/getVacanciesSection',
      'vacancies/getVacancyDetails',
    ]);
    const contentPages = new Set([
      'main_page',
      'about_company',
      'about_production',
      'career',
      'career_students',
      'vacancies',
      'tailoring',
      'individual_order',
    ]);
    const expected = calls.filter(
      (c) =>
        (contentPages.has(c.page) && !fromTables.has(`${c.page}/${c.block}`)) ||
        (c.page === 'through_blocks' && c.block === 'mediaCenterHead'),
    );
    expect(expected.length).toBeGreaterThan(50);
    const blocks = await rows<{ page: string; block: string; data: { title?: unknown } }>(
      sql`select page, block, data from content_blocks`,
    );
    const byKey = new Map(blocks.map((b) => [`${b.page}/${b.block}`, b.data]));
    for (const { page, block } of expected) {
      const data = byKey.get(`${page}/${block}`);
      expect(data, `${page}/${block}`).toBeDefined();
      expect(data!.title, `${page}/${block}`).toMatch(/[а-яё]/i);
    }
  });

  it('builds the header navigation with the contacts panel', async () => {
    const menu = await rows<{
      title: string;
      link: string | null;
      parent_id: number | null;
      details: string | null;
    }>(sql`select title, link, parent_id, details from menu_items order by sort, id`);
    const top = menu.filter((m) => m.parent_id === null).map((m) => m.title);
    expect(top).toEqual([
      'Каталог',
      'Пошив',
      'Индивидуальный дизайн',
      'О компании',
      'Покупателям',
      'Карьера',
      'Контакты',
    ]);
    expect(menu.find((m) => m.title === 'Контакты')?.details).toBe('contacts');
    const [linked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from contacts where kind = 'warehouse' and store_id is not null`,
    );
    expect(linked!.n).toBe(4);
  });
});

describe('seed behaviour', () => {
  it('is deterministic: the same seed gives the same products, another seed others', async () => {
    const codes = async () =>
      (await rows<{ code: string }>(sql`select code from products order by id`)).map((r) => r.code);
    const stockTotal = async () =>
      (await rows<{ total: string }>(sql`select sum(amount)::text as total from stock`))[0]!.total;
    const before = { codes: await codes(), stock: await stockTotal() };

    const again = await seedDatabase(handle.db, { products: PRODUCTS, seed: SEED, mediaDir });
    expect(again.images.written).toBe(0);
    expect(await codes()).toEqual(before.codes);
    expect(await stockTotal()).toBe(before.stock);

    await seedDatabase(handle.db, { products: PRODUCTS, seed: SEED + 1, mediaDir });
    expect(await codes()).not.toEqual(before.codes);
    await seedDatabase(handle.db, { products: PRODUCTS, seed: SEED, mediaDir });
  });

  it('draws every image the data refers to', async () => {
    const dump = await rows<{ doc: unknown }>(sql`
      select json_build_array(
        (select json_agg(json_build_array(image, more_photos)) from products),
        (select json_agg(picture) from sections), (select json_agg(image) from collections),
        (select json_agg(image) from managers), (select json_agg(image) from banners),
        (select json_agg(image) from press_items), (select json_agg(data) from content_blocks)) as doc`);
    const urls = new Set(JSON.stringify(dump[0]!.doc).match(/\/media\/[^"]+/g) ?? []);
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      const segments = url.replace(/^\/media\//, '').split('/');
      await access(path.join(mediaDir, ...segments));
      expect(await resolveMediaFile(mediaDir, segments), url).not.toBeNull();
    }
  });
});
