/**
 * Several processes, one cache (issue #16): two production servers over one PostgreSQL and one
 * Redis share the anonymous pages and their invalidations. A page warmed on the first is served
 * by the second without a render of its own; stock sold through the second changes the page the
 * first serves within 2 s. Runs where PostgreSQL and Redis answer (as the API tests do), on the
 * e2e build, with servers of its own (tests/faults/shop.ts).
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  createPostgresDatabase,
  postgresAnswers,
  type FaultDatabase,
} from '../tests/faults/database';
import { startShop, stopAllShops, type Shop } from '../tests/faults/shop';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

function redisAnswers(): boolean {
  const { hostname, port } = new URL(redisUrl);
  const probe = `require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1));
    setTimeout(() => process.exit(1), 2000);`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const levelAt = (html: string, store: string) =>
  new RegExp(`${store}[\\s\\S]{0,400}?data-level="(\\w+)"`).exec(html)?.[1];

test.describe('one cache for every process', () => {
  test.skip(!postgresAnswers() || !redisAnswers(), 'needs PostgreSQL and Redis on this machine');

  let db: FaultDatabase;
  const shops: Shop[] = [];
  test.afterAll(async () => {
    await stopAllShops();
    await db?.drop();
  });

  test('a page warmed on one process is served by the other and follows a sale made there', async () => {
    test.setTimeout(300_000);
    db = await createPostgresDatabase(60, { REDIS_URL: redisUrl });
    const env = db.env;
    shops.push(await startShop(3186, env), await startShop(3187, env));
    const [first, second] = shops as [Shop, Shop];

    // A buyer of the second warehouse, on the second process.
    const cookies: string[] = [];
    const asBuyer = (init: RequestInit = {}) => ({
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: cookies.join('; ') },
    });
    const registered = await fetch(`${second.url}/api/v1/user/registrationIndividual/`, {
      method: 'POST',
      body: new URLSearchParams({
        fio: 'Общая Анна Петровна',
        personal_phone: '+7 (903) 444-55-66',
        email: `shared.${Date.now()}@example.ru`,
        password: 'Tkani2026',
        password2: 'Tkani2026',
        stock: '2',
        managerCheck: 'false',
      }),
    });
    expect(registered.status, await registered.text()).toBe(200);
    cookies.push(...registered.headers.getSetCookie().map((c) => c.split(';')[0]!));
    const basket = (await (
      await fetch(`${second.url}/api/v1/basket/getBasket/`, asBuyer())
    ).json()) as {
      data: { store: { xml: string; name: string } };
    };
    const store = basket.data.store;
    const list = (await (
      await fetch(
        `${second.url}/api/v1/catalog/getList/?stockCode=${store.xml}&perPage=60`,
        asBuyer(),
      )
    ).json()) as {
      data: {
        catalog_list: {
          elements: {
            id: number;
            detail_url: string;
            quantity: number;
            packing: { stepKg: number };
          }[];
        };
      };
    };
    const card = list.data.catalog_list.elements.find((c) => c.quantity >= 25)!;
    expect(card).toBeDefined();

    // Warmed on the first process…
    const cacheOf = async (shop: Shop) =>
      (await fetch(shop.url + card.detail_url)).headers.get('x-nextjs-cache');
    await expect.poll(() => cacheOf(first), { timeout: 20_000 }).toBe('HIT');
    // …served by the second, which never rendered it.
    expect(await cacheOf(second)).toBe('HIT');
    const before = levelAt(await (await fetch(first.url + card.detail_url)).text(), store.name);
    expect(before).toMatch(/normal|many/);

    // Sold through the second process.
    const sold = Math.floor(card.quantity / card.packing.stepKg) * card.packing.stepKg;
    const added = await fetch(
      `${second.url}/api/v1/basket/addItemsToBasket/`,
      asBuyer({
        method: 'POST',
        body: new URLSearchParams({ product_id: String(card.id), quantity: String(sold) }),
      }),
    );
    expect(added.status, await added.text()).toBe(200);
    const created = await fetch(
      `${second.url}/api/v1/order/createOrder/`,
      asBuyer({
        method: 'POST',
        body: new URLSearchParams({
          idempotency_key: `shared-${Date.now()}`,
          recipient_kind: 'person',
          recipient_name: 'Общая Анна',
          recipient_phone: '+7 (903) 444-55-66',
          recipient_address: 'г. Казань, ул. Баумана, д. 1',
          delivery: 'pickup',
          payment: 'invoice',
          product_id: String(card.id),
          consent: 'true',
        }),
      }),
    );
    expect(created.status, await created.text()).toBe(200);

    // The first process serves the fresh page.
    await expect
      .poll(
        async () => levelAt(await (await fetch(first.url + card.detail_url)).text(), store.name),
        {
          timeout: 2_000,
          intervals: [100],
        },
      )
      .toMatch(/few|empty/);
  });
});
