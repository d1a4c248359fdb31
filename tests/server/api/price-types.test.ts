/**
 * Price types (issue #35): every buyer sees and pays the price of their type — a company the
 * companies' default ('Опт' in the seed, products.price), a private buyer theirs ('Розница',
 * 12 % above), a buyer a manager gave a type that type — in the listing, the detail, the
 * filter, the cart, the quick order and the order's lines. A visitor still sees no price.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { basketSchema } from '@/lib/api/contract/basket';
import {
  catalogListSchema,
  detailSchema,
  filterSchema,
  type CatalogCard,
} from '@/lib/api/contract/catalog';
import { favoritesListSchema } from '@/lib/api/contract/favorites';
import { ordersListSchema } from '@/lib/api/contract/orders';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { PAGE_VIEWER_HEADER, pageViewerHeaderValue } from '@/lib/api/page-viewer';
import { rowsOf } from '@/server/db/client';
import {
  orderItems,
  packingLimits,
  priceTypes,
  productPrices,
  siteSettings,
  users,
} from '@/server/db/schema';
import { signAccessToken, verifyAccessToken } from '@/server/modules/auth/tokens';
import { forgetPriceTypeDefaults } from '@/server/modules/pricing/service';
import { BUYER_HEADER, backends, form, startApi, type TestApi } from '../../support/api';
import { uniqueProduct } from '../../support/products';
import { createBuyer, type TestBuyer } from '../../support/buyers';
import { authAppOver, bearer, formFrom, unique } from './auth-support';

type Envelope<T = unknown> = { status: string; message?: string; data?: T };

describe.each(backends())('price types on %s', (backend) => {
  let api: TestApi;
  let company: TestBuyer;
  let person: TestBuyer;
  let wholesale: number;
  let retail: number;
  let rollStep: number;
  const cursor = { skip: 0 };

  /** An active roll product of the section, first in its listing, with stock at `storeId`. */
  interface Sample {
    id: number;
    slug: string;
    section: string;
    catalogue: number;
    article: string;
    color: string;
  }
  async function sample(storeId: number): Promise<Sample> {
    const row = await uniqueProduct(api.handle.db, cursor, { storeId, amount: 500 });
    return { ...row, slug: row.code, catalogue: row.price };
  }

  /** The product's price of a type as stored, or undefined without a row. */
  const storedPrice = async (productId: number, typeId: number) =>
    (
      await api.handle.db
        .select({ price: productPrices.price })
        .from(productPrices)
        .where(and(eq(productPrices.productId, productId), eq(productPrices.priceTypeId, typeId)))
    )[0]?.price;

  const list = async (query: string, init?: RequestInit) => {
    const { status, body } = await api.json(`/catalog/getList?${query}`, init);
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(catalogListSchema).parse(body).data.catalog_list;
  };
  /** The product's card as the listing of its section shows it to `init`'s viewer. */
  const cardIn = async (product: Sample, init?: RequestInit, extra = '') => {
    const listed = await list(`section=${product.section}&perPage=60${extra}`, init);
    return listed.elements.find((card) => card.id === product.id);
  };
  const detail = async (product: Sample, init?: RequestInit) => {
    const { status, body } = await api.json(
      `/catalog/getDetailCatalogElement?element_code=${product.slug}`,
      init,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(detailSchema).parse(body).data.catalog_element_detail;
  };
  const facets = async (query: string, init?: RequestInit) => {
    const { status, body } = await api.json(`/catalog/getFilter?${query}`, init);
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(filterSchema).parse(body).data.filter_catalog;
  };
  const basket = async (who: TestBuyer) => {
    const { status, body } = await api.json('/basket/getBasket', who.init());
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(basketSchema).parse(body).data;
  };
  const add = async (who: TestBuyer, productId: number, kg: number) => {
    const { status, body } = await api.json(
      '/basket/addItemsToBasket',
      who.init(form({ product_id: String(productId), quantity: String(kg) })),
    );
    expect(status, JSON.stringify(body)).toBe(200);
  };
  const checkout = async (who: TestBuyer, payment: string) => {
    const { status, body } = await api.json<Envelope<{ orderId: number }>>(
      '/order/createOrder',
      who.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          recipient_address: 'г. Иваново, ул. Ткацкая, д. 5',
          delivery: 'pickup',
          payment,
          consent: 'true',
        }),
      ),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data!.orderId;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    const types = await api.handle.db.select().from(priceTypes);
    wholesale = types.find((t) => t.xmlId === 'opt')!.id;
    retail = types.find((t) => t.xmlId === 'retail')!.id;
    rollStep = (
      await api.handle.db.select().from(packingLimits).where(eq(packingLimits.packing, 'roll'))
    )[0]!.stepKg;
    company = await createBuyer(api, { userType: 'legal_entity' });
    person = await createBuyer(api, { userType: 'individual' });
  });
  afterAll(() => api.close());

  it("the seed prices every product in both types: 'Опт' the catalogue's, 'Розница' 12 % above in whole roubles", async () => {
    const rows = rowsOf<{ n: number; priced: number; off: number }>(
      await api.handle.db.execute(sql`
        select count(*)::int as n,
          count(*) filter (where o.price is not null and r.price is not null)::int as priced,
          count(*) filter (where o.price <> p.price or r.price <> round(p.price * 1.12))::int as off
        from products p
        left join product_prices o on o.product_id = p.id and o.price_type_id = ${wholesale}
        left join product_prices r on r.product_id = p.id and r.price_type_id = ${retail}`),
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!).toMatchObject({ priced: rows[0]!.n, off: 0 });
    const settings = await api.handle.db
      .select()
      .from(siteSettings)
      .where(sql`${siteSettings.key} like 'price_type.%'`);
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual({
      'price_type.legal_entity': 'Опт',
      'price_type.individual': 'Розница',
    });
  });

  it('a company and a private buyer see their own prices of one product in the listing and the detail', async () => {
    const product = await sample(company.storeId);
    const opt = (await storedPrice(product.id, wholesale))!;
    const rozn = (await storedPrice(product.id, retail))!;
    expect(opt).toBe(product.catalogue);
    expect(rozn).toBe(Math.round(product.catalogue * 1.12));
    expect(rozn).not.toBe(opt);

    expect((await cardIn(product, company.init()))?.price).toBe(opt);
    expect((await cardIn(product, person.init()))?.price).toBe(rozn);
    expect((await detail(product, company.init())).price).toBe(opt);
    expect((await detail(product, person.init())).price).toBe(rozn);
    // Favourites are catalogue cards too.
    for (const [who, price] of [
      [company, opt],
      [person, rozn],
    ] as const) {
      await api.json(
        '/personalAccountFavorites/addFavorites/',
        who.init(form({ product_id: String(product.id) })),
      );
      const { body } = await api.json(
        '/personalAccountFavorites/getListFavorites?perPage=60',
        who.init(),
      );
      const cards = successEnvelope(favoritesListSchema).parse(body).data.catalog_list.elements;
      expect(cards.find((c) => c.id === product.id)?.price).toBe(price);
    }
  });

  it('each pays their own price in the cart and in the lines of the order they place', async () => {
    const product = await sample(company.storeId);
    const prices = new Map([
      [company, (await storedPrice(product.id, wholesale))!],
      [person, (await storedPrice(product.id, retail))!],
    ]);
    for (const [who, price] of prices) {
      await add(who, product.id, rollStep * 2);
      const cart = await basket(who);
      const line = cart.cart.find((l) => l.product_id === product.id)!;
      expect(line.price).toBe(price);
      expect(line.full_price).toBe(Math.round(price * 100 * rollStep * 2) / 100);

      // Companies pay by invoice only; private buyers may pay on receipt.
      const orderId = await checkout(who, who === company ? 'invoice' : 'card');
      const [item] = await api.handle.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      expect(item).toMatchObject({ productId: product.id, price, quantity: rollStep * 2 });
      const { body } = await api.json('/personalAccountOrders/getListOrders/', who.init());
      const order = successEnvelope(ordersListSchema)
        .parse(body)
        .data.orders.find((o) => o.id === orderId)!;
      expect(order.items.map((i) => i.price)).toEqual([price]);
      expect(order.total_price).toBe(line.full_price);
    }
  });

  it('the quick order shows the buyer’s own price per kg', async () => {
    const product = await sample(company.storeId);
    for (const [who, type] of [
      [company, wholesale],
      [person, retail],
    ] as const) {
      const { status, body } = await api.json<Envelope<QuickOrderPreview>>(
        '/basket/quickOrder/preview',
        who.init(form({ text: `${product.article} ${product.color} ${rollStep}` })),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const [line] = body.data!.lines;
      expect(line).toMatchObject({
        product_id: product.id,
        price: await storedPrice(product.id, type),
      });
    }
  });

  it("a buyer a manager gave a type sees that type's prices, whatever their kind", async () => {
    const product = await sample(company.storeId);
    const given = await createBuyer(api, { userType: 'individual' });
    await api.handle.db.update(users).set({ priceTypeId: wholesale }).where(eq(users.id, given.id));
    expect((await detail(product, given.init())).price).toBe(
      await storedPrice(product.id, wholesale),
    );
    const companyGivenRetail = await createBuyer(api, { userType: 'legal_entity' });
    await api.handle.db
      .update(users)
      .set({ priceTypeId: retail })
      .where(eq(users.id, companyGivenRetail.id));
    expect((await cardIn(product, companyGivenRetail.init()))?.price).toBe(
      await storedPrice(product.id, retail),
    );
  });

  it("a product the exchange has not priced in the buyer's type shows the catalogue's price", async () => {
    const product = await sample(person.storeId);
    await api.handle.db
      .delete(productPrices)
      .where(and(eq(productPrices.productId, product.id), eq(productPrices.priceTypeId, retail)));
    expect((await cardIn(product, person.init()))?.price).toBe(product.catalogue);
    expect((await detail(product, person.init())).price).toBe(product.catalogue);
    await add(person, product.id, rollStep);
    const cart = await basket(person);
    expect(cart.cart.find((l) => l.product_id === product.id)?.price).toBe(product.catalogue);
  });

  it("sorts, filters and ranges by the buyer's own prices", async () => {
    const product = await sample(person.storeId);
    const opt = (await storedPrice(product.id, wholesale))!;
    const rozn = (await storedPrice(product.id, retail))!;
    // Exactly the retail price: the private buyer finds the product, the company does not
    // (its price is lower), and every card shown lies in the range at the viewer's price.
    const exact = `&smartFilter=${encodeURIComponent(`price-from-${rozn}/price-to-${rozn}/`)}`;
    const forPerson = await list(`section=${product.section}&perPage=60${exact}`, person.init());
    expect(forPerson.elements.map((c) => c.id)).toContain(product.id);
    for (const card of forPerson.elements) expect(card.price).toBe(rozn);
    const forCompany = await list(`section=${product.section}&perPage=60${exact}`, company.init());
    expect(forCompany.elements.map((c) => c.id)).not.toContain(product.id);
    for (const card of forCompany.elements) expect(card.price).toBe(rozn);
    expect(opt).toBeLessThan(rozn);
    // Each total is counted at its own prices (a memo key per type), not the other's.
    expect(forPerson.pagin.total).toBe(forPerson.elements.length);
    expect(forCompany.pagin.total).toBe(forCompany.elements.length);

    const cheapFirst = async (who: TestBuyer) =>
      (await list(`section=${product.section}&perPage=60&sort=price_asc`, who.init())).elements;
    const ascending = (cards: CatalogCard[]) => {
      const prices = cards.map((c) => c.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    };
    ascending(await cheapFirst(person));
    ascending(await cheapFirst(company));

    const priceRange = async (who: TestBuyer) =>
      (await facets(`sectionCode=${product.section}`, who.init())).items.find(
        (i) => i.code === 'price',
      )!.range!;
    const [bounds] = rowsOf<Record<string, number>>(
      await api.handle.db.execute(sql`
        select min(p.price)::float8 as omin, max(p.price)::float8 as omax,
          min(coalesce(r.price, p.price))::float8 as rmin,
          max(coalesce(r.price, p.price))::float8 as rmax
        from products p join sections s on s.id = p.section_id
        left join product_prices r on r.product_id = p.id and r.price_type_id = ${retail}
        where p.active and s.slug = ${product.section}`),
    );
    expect(await priceRange(company)).toMatchObject({ MIN: bounds!.omin, MAX: bounds!.omax });
    expect(await priceRange(person)).toMatchObject({ MIN: bounds!.rmin, MAX: bounds!.rmax });
  });

  it('a visitor still sees no price: not in the listing, the detail or the filter', async () => {
    const product = await sample(person.storeId);
    const listing = await api.call(`/catalog/getList?section=${product.section}&perPage=60`);
    expect(await listing.text()).not.toMatch(/"price"/);
    const page = await api.call(`/catalog/getDetailCatalogElement?element_code=${product.slug}`);
    expect(await page.text()).not.toMatch(/"price"/);
    const filter = await facets(`sectionCode=${product.section}&smartFilterPath=price-from-1/`);
    expect(filter.items.some((i) => i.code === 'price')).toBe(false);
    // Asked after buyers of both types asked the same: no buyer's facets leak through the memo.
    await facets(`sectionCode=${product.section}`, person.init());
    expect(
      (await facets(`sectionCode=${product.section}`)).items.some((i) => i.code === 'price'),
    ).toBe(false);
  });

  it("an access token carries the buyer's type; one from before the claim reads the account", async () => {
    const product = await sample(person.storeId);
    const auth = authAppOver(api);
    const path = `/catalog/getDetailCatalogElement?element_code=${product.slug}`;
    const priceWith = async (jwt: string) =>
      successEnvelope(detailSchema).parse((await auth.json(path, bearer(jwt))).body).data
        .catalog_element_detail.price;

    // Logging in issues the type: the seed's private buyer pays 'Розница', the company 'Опт'.
    for (const [login, type] of [
      ['buyer@selvedge.local', retail],
      ['company@selvedge.local', wholesale],
    ] as const) {
      const { status, body } = await auth.json<Envelope<{ jwt: string }>>(
        '/user/login/',
        formFrom(unique().ip, { login, password: 'Selvedge2026' }),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const viewer = await verifyAccessToken(auth.secret, body.data!.jwt);
      expect(viewer?.priceTypeId).toBe(type);
      expect(await priceWith(body.data!.jwt)).toBe(await storedPrice(product.id, type));
    }

    // An old token (no `pt`) still works: the account's kind says 'Розница'.
    const old = await signAccessToken(auth.secret, { userId: person.id, storeId: person.storeId });
    expect(await priceWith(old)).toBe(await storedPrice(product.id, retail));
    // The claim is what the token says, as the warehouse is.
    const claimed = await signAccessToken(auth.secret, {
      userId: person.id,
      storeId: person.storeId,
      priceTypeId: wholesale,
    });
    expect(await priceWith(claimed)).toBe(await storedPrice(product.id, wholesale));
    // So is the test header's fourth part.
    const header = { headers: { [BUYER_HEADER]: `${person.id}:${person.storeId}::${wholesale}` } };
    expect((await detail(product, header)).price).toBe(await storedPrice(product.id, wholesale));
  });

  it('a page rendered for the buyers of one type shows that type; one without a type, the catalogue', async () => {
    const product = await sample(person.storeId);
    const auth = authAppOver(api);
    const pageFor = async (priceTypeId: number | null) =>
      successEnvelope(detailSchema).parse(
        (
          await auth.json(`/catalog/getDetailCatalogElement?element_code=${product.slug}`, {
            headers: {
              [PAGE_VIEWER_HEADER]: pageViewerHeaderValue({ storeId: person.storeId, priceTypeId }),
            },
          })
        ).body,
      ).data.catalog_element_detail.price;
    expect(await pageFor(retail)).toBe(await storedPrice(product.id, retail));
    expect(await pageFor(wholesale)).toBe(await storedPrice(product.id, wholesale));
    expect(await pageFor(null)).toBe(product.catalogue);
  });

  it('the defaults are kept briefly, and a settings change takes effect once its key is dropped', async () => {
    const product = await sample(person.storeId);
    const individual = eq(siteSettings.key, 'price_type.individual');
    try {
      await detail(product, person.init());
      // Typed by hand, in another case: still 'Опт'.
      await api.handle.db.update(siteSettings).set({ value: 'опт' }).where(individual);
      expect((await detail(product, person.init())).price).toBe(
        await storedPrice(product.id, retail),
      );
      forgetPriceTypeDefaults(api.deps.cache);
      expect((await detail(product, person.init())).price).toBe(
        await storedPrice(product.id, wholesale),
      );
    } finally {
      await api.handle.db.update(siteSettings).set({ value: 'Розница' }).where(individual);
      forgetPriceTypeDefaults(api.deps.cache);
    }
  });
});
