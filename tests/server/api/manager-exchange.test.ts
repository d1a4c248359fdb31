/**
 * «Обмен с 1С» in the workspace (issue #35): the head sees the last exchanges, publishes the
 * warehouses 1C added and edits the exchange settings; a manager is refused. A buyer's price
 * type is set on an order's card by the head or a manager of the buyer's warehouse.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeXmlAndNameSchema, successEnvelope } from '@/lib/api/contract';
import { detailSchema } from '@/lib/api/contract/catalog';
import {
  buyerPriceTypeSchema,
  defaultPropertyNames,
  exchangeSettingKeys,
  managerExchangeSchema,
  type BuyerPriceType,
  type ManagerExchange,
} from '@/lib/api/contract/manager-exchange';
import {
  exchangeRuns,
  priceTypes,
  productPrices,
  products,
  siteSettings,
  stores,
  users,
} from '@/server/db/schema';
import { DEMO_EXCHANGE_EMAIL, DEMO_HEAD_EMAIL } from '@/server/db/seed/accounts';
import {
  defaultPropertyNames as exchangeDefaults,
  mappedFields,
  propertySettingKey,
} from '@/server/modules/exchange/catalog/map';
import { priceTypeSettingKeys } from '@/server/modules/pricing/defaults';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

interface Envelope<T = unknown> {
  status: string;
  message?: string;
  data: T;
  errors?: Record<string, string>;
}

type Role = 'manager' | 'head';

describe('the exchange settings of the contract', () => {
  it('name the keys and defaults the exchange and pricing read', () => {
    for (const field of mappedFields) {
      expect(exchangeSettingKeys[field]).toBe(propertySettingKey(field));
      expect(defaultPropertyNames[field]).toBe(exchangeDefaults[field]);
    }
    expect(exchangeSettingKeys.legal_entity).toBe(priceTypeSettingKeys.legal_entity);
    expect(exchangeSettingKeys.individual).toBe(priceTypeSettingKeys.individual);
  });
});

describe.each(backends())('«Обмен с 1С» in the workspace on %s', (backend) => {
  let api: TestApi;
  const staff = { msk: 0, spb: 0, head: 0 };
  let exchangeAccount = 0;
  let wholesale = 0;
  let retail = 0;
  let buyer: TestBuyer;

  const as = (userId: number, role: Role, init: RequestInit = {}) => ({
    ...init,
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      [BUYER_HEADER]: `${userId}:1:${role}`,
    },
  });
  const head = (path: string, fields?: Record<string, string>) =>
    api.json<Envelope<ManagerExchange>>(path, as(staff.head, 'head', fields ? form(fields) : {}));
  const pageData = async () => {
    const answer = await head('/manager/exchange/');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return successEnvelope(managerExchangeSchema).parse(answer.body).data;
  };
  /** What buyers are offered: the warehouses of the catalogue's filter and the registration. */
  const buyersWarehouses = async () => {
    const { body } = await api.json('/catalog/getStoreXmlAndNameData');
    return successEnvelope(storeXmlAndNameSchema)
      .parse(body)
      .data.map((store) => store.xmlId);
  };
  const staffId = async (email: string) => {
    const [row] = await api.handle.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  };

  /** A warehouse as 1C's exchange adds one: unpublished, no city. */
  async function warehouseFrom1c(xmlId: string, title: string) {
    const [{ next }] = (await api.handle.db
      .select({ next: sql<number>`coalesce(max(${stores.filterValue}), 20)::int + 1` })
      .from(stores)) as [{ next: number }];
    const [row] = await api.handle.db
      .insert(stores)
      .values({ xmlId, title, city: '', filterValue: next, sort: 900, published: false })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    api = await startApi(backend);
    staff.msk = await staffId('manager.msk@selvedge.local');
    staff.spb = await staffId('manager.spb@selvedge.local');
    staff.head = await staffId(DEMO_HEAD_EMAIL);
    exchangeAccount = await staffId(DEMO_EXCHANGE_EMAIL);
    const types = await api.handle.db.select().from(priceTypes);
    wholesale = types.find((type) => type.xmlId === 'opt')!.id;
    retail = types.find((type) => type.xmlId === 'retail')!.id;
    buyer = await createBuyer(api, { storeXmlId: 'msk', userType: 'individual' });
  });
  afterAll(() => api?.close());

  it('is the head’s alone: a manager 403 (before reading input), a buyer 403, a visitor 401', async () => {
    for (const [path, init] of [
      ['/manager/exchange/', {}],
      ['/manager/exchange/warehouses/1/publish/', form({ city: '' })],
      ['/manager/exchange/warehouses/1/unpublish/', form({})],
      ['/manager/exchange/settings/', form({ composition: 'x'.repeat(500) })],
    ] as const) {
      const manager = await api.json<Envelope>(path, as(staff.msk, 'manager', init));
      expect(manager.status, path).toBe(403);
      expect(manager.body).toEqual({
        status: 'error',
        message: 'Раздел доступен только руководителю',
      });
      const asBuyer = await api.json<Envelope>(path, buyer.init(init));
      expect(asBuyer.status, path).toBe(403);
      expect(asBuyer.body.message).toBe('Раздел доступен только сотрудникам');
      expect((await api.json(path, init)).status, path).toBe(401);
    }
    // A token that says 'head' of an account that is a manager: the database decides.
    const forged = await api.json<Envelope>('/manager/exchange/', as(staff.msk, 'head'));
    expect(forged.status).toBe(403);
  });

  it('lists the last 50 exchanges newest first, with account, files, counts, duration and errors', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2031, 0, 15, 9, minutes));
    await api.handle.db.insert(exchangeRuns).values(
      Array.from({ length: 52 }, (_, i) => ({
        type: 'catalog' as const,
        userId: exchangeAccount,
        startedAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        finishedAt: new Date(Date.UTC(2030, 0, 1, 0, i, 5)),
        durationMs: 5000,
      })),
    );
    const [catalog] = await api.handle.db
      .insert(exchangeRuns)
      .values({
        type: 'catalog',
        userId: exchangeAccount,
        startedAt: at(0),
        finishedAt: at(1),
        files: ['import.xml', 'offers.xml'],
        counts: { sections: 3, products: 120, offers: 118, prices: 236, stock: 472, skipped: 2 },
        errors: ['Файл offers.xml, строка 12: не число «1,2,3»'],
        durationMs: 12_400,
      })
      .returning();
    const [sale] = await api.handle.db
      .insert(exchangeRuns)
      .values({
        type: 'sale',
        userId: exchangeAccount,
        startedAt: at(5),
        counts: { ordersSent: 4 },
      })
      .returning();

    const data = await pageData();
    expect(data.runs_shown).toBe(50);
    expect(data.runs).toHaveLength(50);
    expect(data.runs.slice(0, 2).map((run) => run.id)).toEqual([sale!.id, catalog!.id]);
    const [account] = await api.handle.db
      .select({ fio: users.fio })
      .from(users)
      .where(eq(users.id, exchangeAccount));
    expect(data.runs[0]).toEqual({
      id: sale!.id,
      type: 'sale',
      started_at: at(5).toISOString(),
      finished_at: null,
      account: account!.fio,
      files: [],
      counts: { ordersSent: 4 },
      duration_ms: null,
      errors: [],
    });
    expect(data.runs[1]).toMatchObject({
      type: 'catalog',
      finished_at: at(1).toISOString(),
      files: ['import.xml', 'offers.xml'],
      counts: { sections: 3, products: 120, offers: 118, prices: 236, stock: 472, skipped: 2 },
      duration_ms: 12_400,
      errors: ['Файл offers.xml, строка 12: не число «1,2,3»'],
    });
  });

  it('publishes a warehouse 1C added: refused without a city or with a bad phone, then shown to buyers', async () => {
    const store = await warehouseFrom1c('cml-nsk', 'Склад Новосибирск');
    expect(await buyersWarehouses()).not.toContain('cml-nsk');
    const listed = (await pageData()).warehouses;
    // Waiting for the head: first in the list.
    expect(listed[0]).toEqual({
      id: store.id,
      xml_id: 'cml-nsk',
      title: 'Склад Новосибирск',
      city: '',
      phone: null,
      published: false,
    });
    expect(listed.filter((w) => w.published).map((w) => w.xml_id)).toEqual(
      expect.arrayContaining(['msk', 'spb']),
    );

    const path = `/manager/exchange/warehouses/${store.id}/publish/`;
    const bad = await head(path, { city: '   ', phone: '+7 (900) 12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      city: 'Укажите город',
      phone: 'Некорректный номер телефона',
    });
    expect((await head(path, { city: 'Н'.repeat(101) })).body.errors).toEqual({
      city: 'Не более 100 символов',
    });
    expect(await buyersWarehouses()).not.toContain('cml-nsk');
    expect(
      (await head('/manager/exchange/warehouses/999999/publish/', { city: 'Омск' })).status,
    ).toBe(404);

    const tagsBefore = api.invalidatedTags.length;
    const done = await head(path, { city: ' Новосибирск ', phone: '+7 (383) 123-45-67' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('Склад опубликован: покупатели видят его');
    expect(done.body.data.warehouses.find((w) => w.id === store.id)).toMatchObject({
      city: 'Новосибирск',
      phone: '+7 (383) 123-45-67',
      published: true,
    });
    expect(api.invalidatedTags.slice(tagsBefore)).toContainEqual(['all']);
    expect(await buyersWarehouses()).toContain('cml-nsk');
    const [registration] = (
      await api.json<Envelope<{ STOCK_XML: string }[]>>('/user/getStoreIdXmlName')
    ).body.data.filter((s) => s.STOCK_XML === 'cml-nsk');
    expect(registration).toBeDefined();

    // Again, and without the phone: the same warehouse, its phone cleared.
    const again = await head(path, { city: 'Новосибирск' });
    expect(again.status).toBe(200);
    const [row] = await api.handle.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ published: true, city: 'Новосибирск', phone: null });
  });

  it('unpublishes a warehouse, idempotently: buyers no longer see it', async () => {
    const store = await warehouseFrom1c('cml-kzn', 'Склад Казань');
    await head(`/manager/exchange/warehouses/${store.id}/publish/`, { city: 'Казань' });
    expect(await buyersWarehouses()).toContain('cml-kzn');
    const path = `/manager/exchange/warehouses/${store.id}/unpublish/`;
    const done = await head(path, {});
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Склад снят с публикации: покупатели его больше не видят');
    expect(await buyersWarehouses()).not.toContain('cml-kzn');
    const again = await head(path, {});
    expect(again.status).toBe(200);
    expect(again.body.data.warehouses.find((w) => w.id === store.id)).toMatchObject({
      published: false,
      city: 'Казань',
    });
  });

  it('shows the six settings with their defaults, saves them and reads them back', async () => {
    const before = (await pageData()).settings;
    expect(before.map((s) => s.key)).toEqual([
      'price_type.legal_entity',
      'price_type.individual',
      'exchange.property.composition',
      'exchange.property.density',
      'exchange.property.width',
      'exchange.property.color',
    ]);
    // The seed names the demo's types; the properties are left to their defaults.
    expect(before[0]).toMatchObject({ value: 'Опт', effective: 'Опт', kind: 'price_type' });
    expect(before[1]).toMatchObject({ value: 'Розница', effective: 'Розница' });
    expect(before[2]).toEqual({
      field: 'composition',
      key: 'exchange.property.composition',
      kind: 'property',
      value: null,
      default: 'Состав',
      effective: 'Состав',
    });
    expect((await pageData()).price_types.map((t) => t.title)).toEqual(['Опт', 'Розница']);

    const bad = await head('/manager/exchange/settings/', {
      individual: 'Оптовая цена',
      composition: 'С'.repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ composition: 'Не более 100 символов' });
    const unknownType = await head('/manager/exchange/settings/', {
      individual: 'Оптовая цена',
      composition: 'Состав ткани',
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors).toEqual({ individual: 'Такого типа цен нет' });
    // Nothing of a refused form is saved.
    expect((await pageData()).settings[2]!.value).toBeNull();

    const saved = await head('/manager/exchange/settings/', {
      individual: 'опт',
      composition: '  Состав ткани ',
      width: 'Ширина, м',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Настройки обмена сохранены');
    const rows = new Map(
      (await api.handle.db.select().from(siteSettings)).map((row) => [row.key, row.value]),
    );
    // The type's own title is kept, however it was typed; a field left out stays as it was.
    expect(rows.get('price_type.individual')).toBe('Опт');
    expect(rows.get('price_type.legal_entity')).toBe('Опт');
    expect(rows.get('exchange.property.composition')).toBe('Состав ткани');
    expect(rows.get('exchange.property.width')).toBe('Ширина, м');
    const after = successEnvelope(managerExchangeSchema).parse(saved.body).data.settings;
    expect(after.find((s) => s.field === 'composition')).toMatchObject({
      value: 'Состав ткани',
      effective: 'Состав ткани',
      default: 'Состав',
    });

    // Emptied: the default again.
    const cleared = await head('/manager/exchange/settings/', {
      individual: 'Розница',
      composition: '',
      width: '',
    });
    expect(cleared.status).toBe(200);
    const last = (await pageData()).settings;
    expect(last.find((s) => s.field === 'composition')).toMatchObject({
      value: null,
      effective: 'Состав',
    });
    expect(last.find((s) => s.field === 'individual')).toMatchObject({ value: 'Розница' });
  });

  it('re-prices the catalogue when the companies’ default type changes, and back', async () => {
    const [product] = await api.handle.db
      .select({ id: products.id, code: products.code, price: products.price })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .limit(1);
    const priceOf = async (typeId: number) =>
      (
        await api.handle.db
          .select({ price: productPrices.price })
          .from(productPrices)
          .where(
            and(eq(productPrices.productId, product!.id), eq(productPrices.priceTypeId, typeId)),
          )
      )[0]!.price;
    const company = await createBuyer(api, { userType: 'legal_entity' });
    const companyPrice = async () =>
      successEnvelope(detailSchema).parse(
        (
          await api.json(
            `/catalog/getDetailCatalogElement?element_code=${product!.code}`,
            company.init(),
          )
        ).body,
      ).data.catalog_element_detail.price;
    expect(product!.price).toBe(await priceOf(wholesale));
    try {
      const tagsBefore = api.invalidatedTags.length;
      expect((await head('/manager/exchange/settings/', { legal_entity: 'Розница' })).status).toBe(
        200,
      );
      expect(api.invalidatedTags.slice(tagsBefore)).toContainEqual(['all']);
      const [repriced] = await api.handle.db
        .select({ price: products.price })
        .from(products)
        .where(eq(products.id, product!.id));
      expect(repriced!.price).toBe(await priceOf(retail));
      expect(await companyPrice()).toBe(await priceOf(retail));
    } finally {
      await head('/manager/exchange/settings/', { legal_entity: 'Опт' });
    }
    const [restored] = await api.handle.db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(restored!.price).toBe(await priceOf(wholesale));
    expect(await companyPrice()).toBe(await priceOf(wholesale));
  });

  describe('a buyer’s price type', () => {
    const path = () => `/manager/buyers/${buyer.id}/price-type/`;
    const asManager = (userId: number, fields?: Record<string, string>) =>
      api.json<Envelope<BuyerPriceType>>(
        path(),
        as(userId, userId === staff.head ? 'head' : 'manager', fields ? form(fields) : {}),
      );
    const buyerPrice = async (code: string) =>
      successEnvelope(detailSchema).parse(
        (await api.json(`/catalog/getDetailCatalogElement?element_code=${code}`, buyer.init()))
          .body,
      ).data.catalog_element_detail.price;

    it('shows the default of the buyer’s kind and the types; another warehouse’s manager gets 404', async () => {
      const answer = await asManager(staff.msk);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(successEnvelope(buyerPriceTypeSchema).parse(answer.body).data).toEqual({
        buyer_id: buyer.id,
        price_type_id: null,
        default: { id: retail, title: 'Розница' },
        options: [
          { id: wholesale, title: 'Опт' },
          { id: retail, title: 'Розница' },
        ],
      });
      expect((await asManager(staff.head)).status).toBe(200);
      const other = await asManager(staff.spb);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Покупатель не найден');
      expect((await asManager(staff.spb, { price_type_id: String(wholesale) })).status).toBe(404);
      // Staff accounts are nobody's buyers.
      const staffAccount = await api.json(
        `/manager/buyers/${staff.msk}/price-type/`,
        as(staff.head, 'head'),
      );
      expect(staffAccount.status).toBe(404);
      expect((await api.json(path(), buyer.init())).status).toBe(403);
    });

    it('is changed by the warehouse’s manager and the head, and the buyer then pays that type', async () => {
      const [product] = await api.handle.db
        .select({ code: products.code, id: products.id })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(products.id)
        .limit(1);
      const priceOf = async (typeId: number) =>
        (
          await api.handle.db
            .select({ price: productPrices.price })
            .from(productPrices)
            .where(
              and(eq(productPrices.productId, product!.id), eq(productPrices.priceTypeId, typeId)),
            )
        )[0]!.price;
      expect(await buyerPrice(product!.code)).toBe(await priceOf(retail));

      const bad = await asManager(staff.msk, { price_type_id: 'опт' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ price_type_id: 'Выберите тип цен' });
      const unknown = await asManager(staff.msk, { price_type_id: '999999' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ price_type_id: 'Такого типа цен нет' });

      const given = await asManager(staff.msk, { price_type_id: String(wholesale) });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      expect(given.body.message).toBe('Тип цен покупателя изменён');
      expect(given.body.data.price_type_id).toBe(wholesale);
      const [row] = await api.handle.db
        .select({ priceTypeId: users.priceTypeId })
        .from(users)
        .where(eq(users.id, buyer.id));
      expect(row!.priceTypeId).toBe(wholesale);
      // A token without the claim reads the account: the buyer pays 'Опт' now.
      expect(await buyerPrice(product!.code)).toBe(await priceOf(wholesale));

      const back = await asManager(staff.head, { price_type_id: '' });
      expect(back.status).toBe(200);
      expect(back.body.data.price_type_id).toBeNull();
      expect(await buyerPrice(product!.code)).toBe(await priceOf(retail));
    });
  });
});
