import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createRedisStore,
  RENDER_WINDOW_MS,
  type Entry,
  type PageStore,
} from '@/lib/page-cache/store.mjs';
import { redisReachable, testRedisUrl } from '../../support/redis';

/** Keys and tags of this run only: a Redis may be shared with a running shop. */
const run = `test-${Math.random().toString(36).slice(2)}:`;

const page = (html: string, tags = ['all']): Entry => ({
  value: { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200 },
  lastModified: 0,
  tags: tags.map((tag) => run + tag),
});

describe('the in-process page store', () => {
  it('keeps pages within its byte budget, dropping the least recently read first', async () => {
    let now = 100_000;
    const store = createMemoryStore({ maxBytes: 40_000, now: () => now });
    const html = 'x'.repeat(9_000);
    for (const key of ['a', 'b', 'c', 'd'])
      await store.set(key, { ...page(html), lastModified: now++ });
    await store.get('a'); // 'a' is read: 'b' is now the oldest
    await store.set('e', { ...page(html), lastModified: now++ });
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).not.toBeNull();
    expect(await store.get('e')).not.toBeNull();
    expect(store.stats().bytes).toBeLessThanOrEqual(40_000);
  });

  it('keeps at most its bound of copies with a query per page, and every page without one', async () => {
    const store = createMemoryStore({ maxBytes: 1e7, maxQueryCopies: 3 });
    const search = (n: number) =>
      `/route-cache/APP_PAGE/h/$/cached/-~${Buffer.from(`search=${n}`).toString('base64url')}/search-result`;
    const plain = '/route-cache/APP_PAGE/h/$/cached/-/search-result';
    const made = (html: string) => ({ ...page(html), lastModified: 100_000 });
    await store.set(plain, made('<plain>'));
    for (const n of [1, 2, 3]) await store.set(search(n), made(`<${n}>`));
    await store.get(search(1)); // 2 is now the least recently read copy
    for (const n of [4, 5]) await store.set(search(n), made(`<${n}>`));
    expect(await store.get(search(2))).toBeNull();
    expect(await store.get(search(3))).toBeNull();
    for (const n of [1, 4, 5]) expect(await store.get(search(n)), String(n)).not.toBeNull();
    expect(await store.get(plain)).not.toBeNull();
  });

  it('does not keep one page larger than a quarter of the budget', async () => {
    const store = createMemoryStore({ maxBytes: 10_000 });
    await store.set('big', page('y'.repeat(5_000)));
    expect(await store.get('big')).toBeNull();
  });
});

const opened: PageStore[] = [];
afterAll(async () => Promise.all(opened.map((store) => store.close())));
type MakeStore = (now: () => number) => PageStore;
const kinds: [string, MakeStore][] = [
  ['memory', (now) => createMemoryStore({ maxBytes: 1e6, now })],
];
if (await redisReachable()) kinds.push(['redis', (now) => createRedisStore(testRedisUrl, { now })]);

describe.each(kinds)('the %s page store and its tags', (_kind, open) => {
  const make: MakeStore = (now) => {
    const store = open(now);
    opened.push(store);
    return store;
  };
  const key = (name: string) => run + name;
  const invalidate = (store: PageStore, tags: string[], at?: number) =>
    store.invalidate(
      tags.map((tag) => run + tag),
      at,
    );

  it('misses a page once one of its tags is invalidated after it was made', async () => {
    let now = 1_000_000;
    const store = make(() => now);
    await store.set(key('p'), { ...page('<p>', ['all', 'product:a']), lastModified: now });
    await store.set(key('q'), { ...page('<q>', ['all', 'product:b']), lastModified: now });
    now += RENDER_WINDOW_MS + 1;
    await invalidate(store, ['product:a']);
    expect(await store.get(key('p'))).toBeNull();
    expect(await store.get(key('q'))).not.toBeNull();
  });

  it('does not keep a page whose data changed while it was being rendered', async () => {
    let now = 2_000_000;
    const store = make(() => now);
    await invalidate(store, ['section:futer']);
    now += 2_000;
    await store.set(key('s'), { ...page('<s>', ['all', 'section:futer']), lastModified: now });
    expect(await store.get(key('s'))).toBeNull();
    now += RENDER_WINDOW_MS;
    await store.set(key('s'), { ...page('<s>', ['all', 'section:futer']), lastModified: now });
    expect(await store.get(key('s'))).not.toBeNull();
  });

  it('keeps a page whose render began after the last change, however recent', async () => {
    let now = 3_000_000;
    const store = make(() => now);
    await invalidate(store, ['catalog']);
    const began = (now += 50);
    now += 800;
    await store.set(
      key('c'),
      { ...page('<c>', ['all', 'catalog']), lastModified: now },
      { renderStartedAt: began },
    );
    expect(await store.get(key('c'))).not.toBeNull();
    // A change that lands while a render runs: that page is not kept.
    const again = (now += 100);
    await invalidate(store, ['catalog'], (now += 10));
    now += 500;
    await store.set(
      key('c'),
      { ...page('<c2>', ['all', 'catalog']), lastModified: now },
      { renderStartedAt: again },
    );
    expect(await store.get(key('c'))).toBeNull();
  });
});
