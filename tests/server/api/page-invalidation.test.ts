import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, packingLimits, products, sections, stock } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer } from '../../support/buyers';

/**
 * Stock that moves drops exactly the cached pages that show it (issue #16): the product, its
 * section's and collection's listings, the all-products listing, search and home; not the
 * other sections. The browser-side proof (pages change within 2 s) is e2e/cache.spec.ts.
 */
describe.each(backends())('page-cache invalidation on %s', (backend) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(() => api.close());

  it('an order and its cancellation drop the product’s pages and no others', async () => {
    const buyer = await createBuyer(api);
    const db = api.handle.db;
    const [product] = await db
      .select({
        id: products.id,
        code: products.code,
        section: sections.slug,
        collection: collections.slug,
        packing: products.packing,
      })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(eq(products.active, true))
      .limit(1);
    const [limit] = await db
      .select()
      .from(packingLimits)
      .where(eq(packingLimits.packing, product!.packing));
    const step = limit!.stepKg;
    await db
      .insert(stock)
      .values({ productId: product!.id, storeId: buyer.storeId, amount: step * 4 })
      .onConflictDoUpdate({
        target: [stock.productId, stock.storeId],
        set: { amount: step * 4 },
      });
    const added = await api.json(
      '/basket/addItemsToBasket',
      buyer.init(form({ product_id: String(product!.id), quantity: String(step) })),
    );
    expect(added.status).toBe(200);
    api.invalidatedTags.length = 0;

    const placed = await api.json<{ data: { orderId: number } }>(
      '/order/createOrder',
      buyer.init(
        form({
          idempotency_key: `key-${crypto.randomUUID()}`,
          recipient_name: 'Петров Пётр',
          recipient_phone: '+7 (912) 345-67-89',
          recipient_address: 'г. Иваново, ул. Ткацкая, д. 5',
          delivery: 'pickup',
          payment: 'card',
          consent: 'true',
        }),
      ),
    );
    expect(placed.status).toBe(200);
    const expected = [
      'catalog',
      'search',
      'home',
      `product:${product!.code}`,
      `section:${product!.section}`,
      `collection:${product!.section}/${product!.collection}`,
    ].sort();
    expect(api.invalidatedTags.map((tags) => [...tags].sort())).toEqual([expected]);

    const cancelled = await api.json(
      '/personalAccountOrders/orderCancellation/',
      buyer.init(form({ id: String(placed.body.data.orderId) })),
    );
    expect(cancelled.status).toBe(200);
    expect(api.invalidatedTags.map((tags) => [...tags].sort())).toEqual([expected, expected]);

    // A refused cancellation moved nothing and drops nothing.
    const again = await api.json(
      '/personalAccountOrders/orderCancellation/',
      buyer.init(form({ id: String(placed.body.data.orderId) })),
    );
    expect(again.status).toBe(409);
    expect(api.invalidatedTags).toHaveLength(2);
    const left = await db
      .select({ amount: stock.amount })
      .from(stock)
      .where(and(eq(stock.productId, product!.id), eq(stock.storeId, buyer.storeId)));
    expect(left[0]!.amount).toBe(step * 4);
  });
});
