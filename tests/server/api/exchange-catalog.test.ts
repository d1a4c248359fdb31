/**
 * 1C's catalogue applied to the shop (issue #35, step 3), walked through the protocol as 1C walks
 * it: checkauth → init → a zip with import.xml, offers.xml and a picture → the import loop →
 * deactivate → complete, on both backends. What a shopper would notice is asserted through the
 * API (a visitor sees the new section and product and no price) and what staff or the next file
 * rely on in the database (prices per type, stock per warehouse, hidden never deleted).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  exchangeFiles,
  exchangeSessions,
  exchangeStaged,
  priceTypes,
  productPrices,
  products,
  sections,
  stock,
  stores,
} from '@/server/db/schema';
import { DEMO_EXCHANGE_EMAIL, DEMO_PASSWORD } from '@/server/db/seed/accounts';
import { createCatalogImporter, createPictureStore } from '@/server/modules/exchange/catalog';
import { createExchangeHandler, type ExchangeHandler } from '@/server/modules/exchange/protocol';
import { stageFile } from '@/server/modules/exchange/catalog/stage';
import { createMemoryRateLimiter } from '@/server/platform/rate-limit';
import { backends, startApi, type TestApi } from '../../support/api';
import { cml, cmlBytes } from '../../support/cml';
import { zipOf } from '../../support/zip';

const authorization = `Basic ${Buffer.from(`${DEMO_EXCHANGE_EMAIL}:${DEMO_PASSWORD}`).toString('base64')}`;
let address = 0;
const nextAddress = () => `10.36.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/** A 1×1 PNG: what 1C sends as a product's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const classifier = `<Классификатор><Ид>cls</Ид><Наименование>Классификатор (Основной каталог товаров)</Наименование>
<Группы>
  <Группа><Ид>g-top</Ид><Наименование>Пике</Наименование>
    <Группы><Группа><Ид>g-sub</Ид><Наименование>Пике хлопковое</Наименование>
      <Группы><Группа><Ид>g-deep</Ид><Наименование>Пике лёгкое</Наименование></Группа></Группы>
    </Группа></Группы>
  </Группа>
</Группы>
<Свойства>
  <Свойство><Ид>prop-comp</Ид><Наименование>Состав</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
  <Свойство><Ид>prop-dens</Ид><Наименование>Плотность</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>
  <Свойство><Ид>prop-width</Ид><Наименование>Ширина</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
  <Свойство><Ид>prop-colour</Ид><Наименование>Цвет</Наименование><ТипЗначений>Справочник</ТипЗначений>
    <ВариантыЗначений><Справочник><ИдЗначения>c-white</ИдЗначения><Значение>Белый</Значение></Справочник>
    <Справочник><ИдЗначения>c-red</ИдЗначения><Значение>Красный</Значение></Справочник></ВариантыЗначений>
  </Свойство>
</Свойства>
</Классификатор>`;

const product = (
  id: string,
  name: string,
  group: string,
  colour: string,
  extra = '<Картинка>import_files/ab/pike.png</Картинка>',
) =>
  `<Товар><Ид>${id}</Ид><Артикул>ПК-1</Артикул><Наименование>${name}</Наименование>
<БазоваяЕдиница Код="166 " НаименованиеПолное="Килограмм">кг</БазоваяЕдиница>
<Группы><Ид>${group}</Ид></Группы>${extra}
<Описание>Пике для поло</Описание>
<ЗначенияСвойств>
<ЗначенияСвойства><Ид>prop-comp</Ид><Значение>95% хлопок, 5% лайкра</Значение></ЗначенияСвойства>
<ЗначенияСвойства><Ид>prop-dens</Ид><Значение>210</Значение></ЗначенияСвойства>
<ЗначенияСвойства><Ид>prop-width</Ид><Значение>1,8</Значение></ЗначенияСвойства>
<ЗначенияСвойства><Ид>prop-colour</Ид><Значение>${colour}</Значение></ЗначенияСвойства>
</ЗначенияСвойств></Товар>`;

const importXml = (only = false, products = '') =>
  cml(`${classifier}
<Каталог СодержитТолькоИзменения="${only}"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Основной каталог</Наименование>
<Товары>
${
  products ||
  product('p-white', 'Пике белое', 'g-sub', 'c-white') +
    product('p-red', 'Пике красное', 'g-deep', 'c-red') +
    `<Товар><Ид>p-metre</Ид><Наименование>Лента киперная</Наименование><БазоваяЕдиница Код="006">м</БазоваяЕдиница><Группы><Ид>g-top</Ид></Группы></Товар>`
}
</Товары></Каталог>`);

const offer = (id: string, opt: string, retail: string, stockXml: string) =>
  `<Предложение><Ид>${id}</Ид><Наименование>x</Наименование>
<Цены><Цена><Представление>${opt} руб. за кг</Представление><ИдТипаЦены>pt-opt</ИдТипаЦены><ЦенаЗаЕдиницу>${opt}</ЦенаЗаЕдиницу><Валюта>руб</Валюта></Цена>
<Цена><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${retail}</ЦенаЗаЕдиницу><Валюта>руб</Валюта></Цена></Цены>
${stockXml}</Предложение>`;

const offersXml = (only: boolean, body: string) =>
  cml(`<ПакетПредложений СодержитТолькоИзменения="${only}"><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога>
<ТипыЦен><ТипЦены><Ид>pt-opt</Ид><Наименование>Опт</Наименование><Валюта>руб</Валюта></ТипЦены>
<ТипЦены><Ид>pt-retail</Ид><Наименование>Розница</Наименование><Валюта>руб</Валюта></ТипЦены></ТипыЦен>
<Склады><Склад><Ид>msk</Ид><Наименование>Москва</Наименование></Склад>
<Склад><Ид>wh-new</Ид><Наименование>Склад Казань</Наименование></Склад></Склады>
<Предложения>${body}</Предложения></ПакетПредложений>`);

const fullOffers = offersXml(
  false,
  offer(
    'p-white',
    '1 250,50',
    '1400',
    '<Склад ИдСклада="msk" КоличествоНаСкладе="120,5"/><Склад ИдСклада="wh-new" КоличествоНаСкладе="40"/>',
  ) +
    offer('p-red#s1', '990', '1100', '<Склад ИдСклада="msk" КоличествоНаСкладе="10"/>') +
    offer('p-red#s2', '950', '1090', '<Склад ИдСклада="msk" КоличествоНаСкладе="5"/>') +
    offer('p-metre', '35', '40', '<Склад ИдСклада="msk" КоличествоНаСкладе="-3"/>') +
    offer('p-unknown', '1', '1', ''),
);

describe.each(backends())('1C catalogue applied on %s', (backend) => {
  let api: TestApi;
  let root: string;
  let mediaDir: string;

  const handlerWith = (sliceMs = 10_000): ExchangeHandler =>
    createExchangeHandler({
      database: async () => api.handle,
      rateLimiter: createMemoryRateLimiter(),
      logger: api.deps.logger,
      root,
      catalog: ({ db }) =>
        createCatalogImporter({
          db,
          pictures: createPictureStore(mediaDir),
          cache: api.deps.cache,
          pages: api.deps.pages,
          log: api.deps.logger,
          sliceMs,
          minWaitMs: sliceMs === 0 ? 20 : undefined,
        }),
    });

  /** One exchange as 1C runs it; answers every call's lines. */
  async function exchange(
    files: Record<string, string | Buffer>,
    options: {
      zip?: boolean;
      deactivate?: boolean;
      sliceMs?: number;
      imports?: string[];
      /** Runs after the files are uploaded, with the session's run and files folder. */
      beforeImport?: (run: { runId: number; files: string }) => Promise<void>;
      /** Runs after each import call, with its answer. */
      afterCall?: (answer: string[], run: { runId: number; files: string }) => Promise<void>;
    } = {},
  ) {
    const handler = handlerWith(options.sliceMs);
    const ip = nextAddress();
    const call = async (query: string, body?: Uint8Array) => {
      const response = await handler(
        new Request(`http://shop.test/api/1c/exchange?type=catalog&${query}`, {
          method: body ? 'POST' : 'GET',
          body: body && new Uint8Array(body),
          headers: { 'x-forwarded-for': ip, authorization, ...(cookie ? { cookie } : {}) },
        }),
      );
      return (await response.text()).split('\n');
    };
    let cookie = '';
    const auth = await call('mode=checkauth');
    cookie = `${auth[1]}=${auth[2]}`;
    const timestamp = auth[4]!;
    await call('mode=init');
    const names = Object.keys(files).filter((name) => name.endsWith('.xml'));
    if (options.zip !== false) {
      await call('mode=file&filename=catalog.zip', zipOf(files));
    } else {
      for (const [name, content] of Object.entries(files)) {
        await call(
          `mode=file&filename=${encodeURIComponent(name)}`,
          new Uint8Array(Buffer.from(content)),
        );
      }
    }
    const [session] = await api.handle.db
      .select()
      .from(exchangeSessions)
      .orderBy(desc(exchangeSessions.id))
      .limit(1);
    const run = { runId: session!.runId!, files: path.join(root, session!.folder, 'files') };
    await options.beforeImport?.(run);
    const answers: string[][] = [];
    for (const name of options.imports ?? names) {
      for (let i = 0; i < 200; i += 1) {
        const answer = await call(`mode=import&filename=${name}`);
        answers.push(answer);
        await options.afterCall?.(answer, run);
        if (answer[0] !== 'progress') break;
      }
    }
    if (options.deactivate) answers.push(await call(`mode=deactivate&${timestamp}`));
    answers.push(await call('mode=complete'));
    return answers;
  }

  const productByXml = async (xmlId: string) =>
    (await api.handle.db.select().from(products).where(eq(products.xmlId, xmlId)))[0];
  const pricesOf = async (productId: number) =>
    Object.fromEntries(
      (
        await api.handle.db
          .select({ type: priceTypes.xmlId, price: productPrices.price })
          .from(productPrices)
          .innerJoin(priceTypes, eq(priceTypes.id, productPrices.priceTypeId))
          .where(eq(productPrices.productId, productId))
      ).map((row) => [row.type, row.price]),
    );
  const stockOf = async (productId: number) =>
    Object.fromEntries(
      (
        await api.handle.db
          .select({ store: stores.xmlId, amount: stock.amount })
          .from(stock)
          .innerJoin(stores, eq(stores.id, stock.storeId))
          .where(eq(stock.productId, productId))
      ).map((row) => [row.store, row.amount]),
    );

  beforeAll(async () => {
    api = await startApi(backend);
    root = mkdtempSync(path.join(os.tmpdir(), 'selvedge-exchange-'));
    mediaDir = mkdtempSync(path.join(os.tmpdir(), 'selvedge-media-'));
  });
  afterAll(() => api.close());

  it('a full exchange adds the group tree, the products, their prices, stock and pictures', async () => {
    const answers = await exchange({
      'import.xml': cmlBytes(importXml()),
      'offers.xml': cmlBytes(fullOffers),
      'import_files/ab/pike.png': PNG,
    });
    expect(answers.map((a) => a[0])).toEqual(['success', 'success', 'success']);
    expect(answers[0]![1]).toBe('Файл «import.xml» загружен');

    // The top group is a section, the second a collection, the third folds into the second.
    const [section] = await api.handle.db
      .select()
      .from(sections)
      .where(eq(sections.xmlId, 'g-top'));
    expect(section).toMatchObject({ title: 'Пике', slug: 'pike', active: true });
    const [collection] = await api.handle.db
      .select()
      .from(collections)
      .where(eq(collections.xmlId, 'g-sub'));
    expect(collection).toMatchObject({ title: 'Пике хлопковое', sectionId: section!.id });

    const white = (await productByXml('p-white'))!;
    const red = (await productByXml('p-red'))!;
    expect(white).toMatchObject({
      title: 'Пике белое',
      article: 'ПК-1',
      sectionId: section!.id,
      collectionId: collection!.id,
      composition: '95% хлопок, 5% лайкра',
      cotton: 95,
      density: 210,
      width: 180,
      color: 'Белый',
      unit: 'kg',
      description: 'Пике для поло',
      active: true,
      deletedIn1c: false,
      price: 1250.5,
    });
    expect(white.code).toMatch(/^pike-beloe-[0-9a-f]{8}$/);
    // Colours of one article are one model: the colour tiles find each other.
    expect(red.modelId).toBe(white.modelId);
    expect(red.collectionId).toBe(collection!.id);
    expect(red.color).toBe('Красный');
    // The picture was copied into the media folder under its content's hash.
    expect(white.image).toMatch(/^\/media\/1c\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(readdirSync(path.join(mediaDir, '1c', white.image.split('/')[3]!))).toContain(
      white.image.split('/')[4],
    );

    expect(await pricesOf(white.id)).toEqual({ 'pt-opt': 1250.5, 'pt-retail': 1400 });
    expect(await stockOf(white.id)).toEqual({ msk: 120.5, 'wh-new': 40 });
    // Characteristics: the lowest price of each type and the summed stock.
    expect(await pricesOf(red.id)).toEqual({ 'pt-opt': 950, 'pt-retail': 1090 });
    expect(await stockOf(red.id)).toEqual({ msk: 15 });
    // A metre is a metre; negative stock in 1C is none in the shop.
    const metre = (await productByXml('p-metre'))!;
    expect(metre).toMatchObject({ unit: 'm', sectionId: section!.id, collectionId: null });
    expect(await stockOf(metre.id)).toEqual({ msk: 0 });

    // A warehouse 1C names for the first time waits for the head, hidden from buyers.
    const [kazan] = await api.handle.db.select().from(stores).where(eq(stores.xmlId, 'wh-new'));
    expect(kazan).toMatchObject({ title: 'Склад Казань', published: false });
    // Nothing stays staged once applied.
    expect(await api.handle.db.select().from(exchangeStaged)).toEqual([]);
  });

  it('shows a visitor the new section and product, with no price anywhere', async () => {
    const [section] = await api.handle.db
      .select()
      .from(sections)
      .where(eq(sections.xmlId, 'g-top'));
    const list = await api.call(`/catalog/getList?section=${section!.slug}&perPage=30`);
    const text = await list.text();
    expect(list.status).toBe(200);
    expect(text).toContain('Пике белое');
    expect(text).not.toMatch(/"price"/);
    const white = (await productByXml('p-white'))!;
    const detail = await api.call(`/catalog/getDetailCatalogElement?element_code=${white.code}`);
    const body = await detail.text();
    expect(detail.status).toBe(200);
    expect(body).toContain('95% хлопок, 5% лайкра');
    expect(body).not.toMatch(/"price"|1250|1 250/);
    // The warehouse filter finds it where 1C said it is in stock, and only there.
    const atMsk = await (
      await api.call(`/catalog/getList?section=${section!.slug}&stockCode=msk&perPage=30`)
    ).text();
    expect(atMsk).toContain('Пике белое');
    const atSpb = await (
      await api.call(`/catalog/getList?section=${section!.slug}&stockCode=spb&perPage=30`)
    ).text();
    expect(atSpb).not.toContain('Пике белое');
    // A product 1C gave no properties lists none, rather than zeros and blanks.
    const metre = (await productByXml('p-metre'))!;
    const bare = await (
      await api.call(`/catalog/getDetailCatalogElement?element_code=${metre.code}`)
    ).json();
    const codes = (
      bare as { data: { catalog_element_detail: { properties: { code: string }[] } } }
    ).data.catalog_element_detail.properties.map((p) => p.code);
    for (const code of ['density', 'width', 'cotton', 'composition', 'color'])
      expect(codes).not.toContain(code);
    const sectionsAnswer = await (await api.call('/catalog/getSectionsList')).text();
    expect(sectionsAnswer).toContain('Пике');
  });

  it('keeps a warehouse 1C named first from buyers until the head publishes it', async () => {
    const list = await (await api.call('/catalog/getStoreXmlAndNameData')).text();
    expect(list).toContain('msk');
    expect(list).not.toContain('wh-new');
    expect(list).not.toContain('Склад Казань');
    await api.handle.db
      .update(stores)
      .set({ published: true, city: 'Казань' })
      .where(eq(stores.xmlId, 'wh-new'));
    expect(await (await api.call('/catalog/getStoreXmlAndNameData')).text()).toContain('wh-new');
    // Published stays published: the next exchange keeps what the head set.
    await exchange({ 'offers.xml': cmlBytes(fullOffers) });
    const [kazan] = await api.handle.db.select().from(stores).where(eq(stores.xmlId, 'wh-new'));
    expect(kazan).toMatchObject({ published: true, city: 'Казань' });
  });

  it('the same exchange again changes nothing (idempotent)', async () => {
    const before = await api.handle.db
      .select()
      .from(products)
      .where(inArray(products.xmlId, ['p-white', 'p-red', 'p-metre']));
    const counts = async () => ({
      sections: (await api.handle.db.select().from(sections)).length,
      collections: (await api.handle.db.select().from(collections)).length,
      products: (await api.handle.db.select().from(products)).length,
      prices: (await api.handle.db.select().from(productPrices)).length,
      stores: (await api.handle.db.select().from(stores)).length,
    });
    const was = await counts();
    await exchange({
      'import.xml': cmlBytes(importXml()),
      'offers.xml': cmlBytes(fullOffers),
      'import_files/ab/pike.png': PNG,
    });
    expect(await counts()).toEqual(was);
    const after = await api.handle.db
      .select()
      .from(products)
      .where(inArray(products.xmlId, ['p-white', 'p-red', 'p-metre']));
    const strip = (rows: typeof before) =>
      rows.map(({ exchangedAt: _at, ...row }) => row).sort((a, b) => a.id - b.id);
    expect(strip(after)).toEqual(strip(before));
  });

  it('a change-only offers file (in windows-1251, read in slices) changes only what it names', async () => {
    const white = (await productByXml('p-white'))!;
    const red = (await productByXml('p-red'))!;
    const redStock = await stockOf(red.id);
    const xml = offersXml(
      true,
      offer('p-white', '1300', '1450', '<Склад ИдСклада="msk" КоличествоНаСкладе="7"/>'),
    ).replace('encoding="UTF-8"', 'encoding="windows-1251"');
    const answers = await exchange(
      { 'offers.xml': cmlBytes(xml, 'win1251') },
      { zip: false, sliceMs: 0 },
    );
    expect(answers.at(-2)![0]).toBe('success');
    expect(await pricesOf(white.id)).toEqual({ 'pt-opt': 1300, 'pt-retail': 1450 });
    // The offer's warehouses are the product's whole stock: Kazan has none of it now.
    expect(await stockOf(white.id)).toEqual({ msk: 7, 'wh-new': 0 });
    expect((await productByXml('p-white'))!.price).toBe(1300);
    expect(await stockOf(red.id)).toEqual(redStock);
    // The listing's pages were dropped so that visitors see the new stock.
    expect(api.invalidatedTags.at(-1)).toEqual(['all']);
  });

  it('a file whose work outlasts 1C’s call is answered progress meanwhile, then applied whole', async () => {
    const many = Array.from(
      { length: 1200 },
      (_, i) =>
        `<Товар><Ид>bulk-${i}</Ид><Артикул>БЛК-${i % 40}</Артикул><Наименование>Кулирка ${i}</Наименование><Группы><Ид>g-top</Ид></Группы></Товар>`,
    ).join('');
    const answers = await exchange(
      { 'import.xml': cmlBytes(importXml(true, many)) },
      { sliceMs: 0 },
    );
    const statuses = answers.slice(0, -1).map((a) => a[0]);
    expect(statuses.filter((s) => s === 'progress').length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe('success');
    expect(answers[0]![1]).toBe('Идёт загрузка файла «import.xml»');
    const bulk = await api.handle.db
      .select({ modelId: products.modelId, active: products.active })
      .from(products)
      .where(sql`${products.xmlId} LIKE 'bulk-%'`);
    expect(bulk).toHaveLength(1200);
    // Forty articles, forty models; unpriced, so not shown until an offers file prices them.
    expect(new Set(bulk.map((row) => row.modelId)).size).toBe(40);
    expect(bulk.every((row) => !row.active)).toBe(true);
  });

  it('a file another process is applying answers progress until that claim runs out, then applies here', async () => {
    const lease = (ms: number) =>
      api.handle.db
        .update(exchangeFiles)
        .set({ phase: 'applying', applyingUntil: new Date(Date.now() + ms) })
        .where(eq(exchangeFiles.fileName, 'import.xml'));
    const answers = await exchange(
      {
        'import.xml': cmlBytes(
          importXml(true, product('p-lease', 'Пике сиреневое', 'g-sub', 'c-white', '')),
        ),
      },
      {
        zip: false,
        // Another process read the file whole and holds the claim to apply it.
        beforeImport: async ({ runId, files }) => {
          await stageFile(api.handle.db, {
            runId,
            path: path.join(files, 'import.xml'),
            fileName: 'import.xml',
          });
          await lease(60_000);
        },
        // It dies: its transaction rolled back, its claim runs out after the first answer.
        afterCall: async (answer) => {
          if (answer[0] === 'progress') await lease(-1_000);
        },
      },
    );
    expect(answers.map((a) => a[0]).slice(0, 2)).toEqual(['progress', 'success']);
    expect((await productByXml('p-lease'))?.title).toBe('Пике сиреневое');
  });

  it('a file broken half-way is refused by line and element, and nothing of it is applied', async () => {
    const before = (await productByXml('p-white'))!;
    const broken = importXml(
      true,
      product('p-white', 'Пике белое НОВОЕ', 'g-sub', 'c-white') +
        product('p-new', 'Пике новое', 'g-sub', 'c-red') +
        '<Товар><Ид>p-bad</Ид><Наименование>Сломанный</Наименование></Товр>',
    );
    const answers = await exchange({ 'import.xml': cmlBytes(broken) });
    expect(answers[0]![0]).toBe('failure');
    expect(answers[0]![1]).toMatch(/import\.xml.*строк/);
    expect((await productByXml('p-white'))!.title).toBe(before.title);
    expect(await productByXml('p-new')).toBeUndefined();
    expect(await api.handle.db.select().from(exchangeStaged)).toEqual([]);
  });

  it('a product 1C deletes is hidden, never deleted, and a later file without pictures keeps them', async () => {
    const white = (await productByXml('p-white'))!;
    const answers = await exchange({
      'import.xml': cmlBytes(
        importXml(
          true,
          product('p-white', 'Пике белое', 'g-sub', 'c-white', '') +
            product('p-red', 'Пике красное', 'g-deep', 'c-red', '<Статус>Удален</Статус>'),
        ),
      ),
    });
    expect(answers[0]![0]).toBe('success');
    expect((await productByXml('p-white'))!.image).toBe(white.image);
    const red = (await productByXml('p-red'))!;
    expect(red).toMatchObject({ active: false, deletedIn1c: true });
    const list = await (await api.call('/catalog/getList?perPage=60&q=')).text();
    expect(list).not.toContain('Пике красное');
  });

  it('a group 1C deletes hides its section and the products in it', async () => {
    const groupFile = (deleted: boolean) =>
      cml(`<Классификатор><Ид>cls</Ид><Наименование>К</Наименование><Группы>
<Группа><Ид>g-old</Ид><Наименование>Кашкорсе архив</Наименование>${deleted ? '<Статус>Удален</Статус>' : ''}</Группа>
</Группы></Классификатор>
<Каталог СодержитТолькоИзменения="true"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>К</Наименование><Товары>
${product('p-old', 'Кашкорсе старое', 'g-old', 'c-white', '')}</Товары></Каталог>`);
    await exchange({ 'import.xml': cmlBytes(groupFile(false)) });
    await exchange({
      'offers.xml': cmlBytes(
        offersXml(
          true,
          offer('p-old', '500', '560', '<Склад ИдСклада="msk" КоличествоНаСкладе="50"/>'),
        ),
      ),
    });
    expect(await (await api.call('/catalog/getSectionsList')).text()).toContain('Кашкорсе архив');
    expect((await productByXml('p-old'))!.active).toBe(true);

    await exchange({ 'import.xml': cmlBytes(groupFile(true)) });
    expect(await (await api.call('/catalog/getSectionsList')).text()).not.toContain(
      'Кашкорсе архив',
    );
    expect((await productByXml('p-old'))!.active).toBe(false);
  });

  it('deactivate hides what a full exchange did not name, and nothing after a partial one', async () => {
    const seededActive = async () =>
      (
        await api.handle.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.active, true)))
      ).length;
    const activeBefore = await seededActive();
    // A partial exchange names one product: deactivate must not hide the rest.
    const partial = await exchange(
      {
        'import.xml': cmlBytes(
          importXml(true, product('p-white', 'Пике белое', 'g-sub', 'c-white', '')),
        ),
      },
      { deactivate: true },
    );
    expect(partial.at(-2)![0]).toBe('success');
    expect(await seededActive()).toBe(activeBefore);

    // A full one: every product it did not name is hidden (the seeded demo catalogue too).
    const full = await exchange(
      {
        'import.xml': cmlBytes(
          importXml(false, product('p-white', 'Пике белое', 'g-sub', 'c-white', '')),
        ),
      },
      { deactivate: true },
    );
    expect(full.at(-2)![0]).toBe('success');
    const shown = await api.handle.db
      .select({ xmlId: products.xmlId })
      .from(products)
      .where(eq(products.active, true));
    expect(shown.map((row) => row.xmlId)).toEqual(['p-white']);
    // Hidden, not deleted: every product is still there for the orders that name it.
    expect((await api.handle.db.select().from(products)).length).toBeGreaterThan(activeBefore);
  });
});
