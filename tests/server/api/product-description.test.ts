/**
 * 1C's description on the product detail (issue #35): `products.description` holds 1C's
 * `Описание` (HTML or plain text); the detail carries it as `description_html`, sanitised on the
 * server, for visitors and buyers alike, and null for a product without one (the seed's).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { detailSchema } from '@/lib/api/contract/catalog';
import { products } from '@/server/db/schema';
import { backends, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

describe.each(backends())("the product detail's description on %s (issue #35)", (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;
  let product: { id: number; code: string };

  const describeAs = (description: string | null) =>
    api.handle.db.update(products).set({ description }).where(eq(products.id, product.id));
  const detail = async (init?: RequestInit) => {
    const { status, body } = await api.json(
      `/catalog/getDetailCatalogElement?element_code=${product.code}`,
      init,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return { body, detail: successEnvelope(detailSchema).parse(body).data.catalog_element_detail };
  };

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
    const [first] = await api.handle.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(eq(products.active, true), eq(products.unit, 'kg')))
      .orderBy(products.id)
      .limit(1);
    product = first!;
  });
  afterAll(() => api.close());

  it('is null for a product without a description', async () => {
    await describeAs(null);
    expect((await detail()).detail.description_html).toBeNull();
    await describeAs('  \r\n ');
    expect((await detail(buyer.init())).detail.description_html).toBeNull();
  });

  it("gives 1C's HTML sanitised to a visitor, who still sees no price", async () => {
    await describeAs(
      '<p onclick="x">Пике<script>alert(1)</script></p>' +
        '<ul class="a"><li><a href="javascript:alert(2)">хлопок</a> 100%</li></ul>' +
        '<img src="x" onerror="alert(3)">',
    );
    const { body, detail: shown } = await detail();
    expect(shown.description_html).toBe('<p>Пике</p><ul><li>хлопок 100%</li></ul>');
    expect(shown).not.toHaveProperty('price');
    expect(JSON.stringify(body)).not.toMatch(/"price"|alert|onclick|javascript/);
  });

  it('gives a buyer the same description beside their price', async () => {
    await describeAs('<p onclick="x">Пике<script>alert(1)</script></p>');
    const { detail: shown } = await detail(buyer.init());
    expect(shown.description_html).toBe('<p>Пике</p>');
    expect(shown.price).toBeGreaterThan(0);
  });

  it('makes plain text paragraphs, escaped', async () => {
    await describeAs('Кулирка пенье.\r\nПлотность 180 г/м².\r\n\r\nХлопок & лайкра, 5 < 6');
    expect((await detail()).detail.description_html).toBe(
      '<p>Кулирка пенье.<br />Плотность 180 г/м².</p><p>Хлопок &amp; лайкра, 5 &lt; 6</p>',
    );
  });
});
