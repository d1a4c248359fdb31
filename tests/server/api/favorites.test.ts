import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '@/lib/api/contract';
import { favoritesIdsSchema, favoritesListSchema } from '@/lib/api/contract/favorites';
import { products } from '@/server/db/schema';
import { backends, form, startApi, type TestApi } from '../../support/api';
import { createBuyer, type TestBuyer } from '../../support/buyers';

describe.each(backends())('favourites on %s', (backend) => {
  let api: TestApi;
  let buyer: TestBuyer;
  let ids: number[];

  const post = (path: string, fields: Record<string, string>, who = buyer) =>
    api.json<{ status: string; message?: string }>(
      `/personalAccountFavorites/${path}/`,
      who.init(form(fields)),
    );
  const favouriteIds = async (who = buyer) =>
    successEnvelope(favoritesIdsSchema).parse(
      (await api.json('/personalAccountFavorites/getFavoritesId/', who.init())).body,
    ).data.ids;
  const list = async (query: string, who = buyer) => {
    const { status, body } = await api.json(
      `/personalAccountFavorites/getListFavorites?${query}`,
      who.init(),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return successEnvelope(favoritesListSchema).parse(body).data.catalog_list;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    buyer = await createBuyer(api);
    ids = (
      await api.handle.db.select({ id: products.id }).from(products).orderBy(products.id).limit(5)
    ).map((row) => row.id);
  });
  afterAll(() => api.close());

  it('adds, lists newest first with prices and paging, and removes', async () => {
    for (const id of ids) {
      const { status, body } = await post('addFavorites', { product_id: String(id) });
      expect(status).toBe(200);
      expect(body.status).toBe('success');
    }
    // Adding again changes nothing.
    expect((await post('addFavorites', { product_id: String(ids[0]) })).status).toBe(200);
    expect(new Set(await favouriteIds())).toEqual(new Set(ids));

    const first = await list('perPage=2');
    expect(first.pagin).toEqual({ current: 1, max_page: 3, total: 5 });
    expect(first.elements).toHaveLength(2);
    expect(first.elements[0]!.price).toEqual(expect.any(Number));
    const last = await list('perPage=2&PAGEN_1=3');
    expect(last.elements).toHaveLength(1);

    await post('deleteFavorites', { product_id: String(ids[0]) });
    expect(await favouriteIds()).not.toContain(ids[0]);
    await post('deleteItemsFavorites', { product_id: `${ids[1]},${ids[2]}` });
    expect(new Set(await favouriteIds())).toEqual(new Set([ids[3], ids[4]]));
  });

  it("keeps each buyer's favourites apart", async () => {
    const other = await createBuyer(api);
    await post('addFavorites', { product_id: String(ids[0]) }, other);
    expect(await favouriteIds(other)).toEqual([ids[0]]);
    expect(await favouriteIds()).not.toContain(ids[0]);
  });

  it('answers unknown products 404, bad input 400, anonymous callers 401', async () => {
    const unknown = await post('addFavorites', { product_id: '99999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Товар не найден');
    expect((await post('addFavorites', { product_id: 'x' })).status).toBe(400);
    expect((await post('deleteItemsFavorites', {})).status).toBe(400);
    expect(
      (await api.json('/personalAccountFavorites/getListFavorites?PAGEN_1=0', buyer.init())).status,
    ).toBe(400);
    const anonymous = await api.json<{ message: string }>(
      '/personalAccountFavorites/getFavoritesId/',
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Необходимо войти в личный кабинет');
  });
});
