import { describe, expect, it } from 'vitest';
import { createMemoryStore, RENDER_WINDOW_MS, type Entry } from '@/lib/page-cache/store.mjs';

const page = (html: string, tags = ['all']): Entry => ({
  value: { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200 },
  lastModified: 0,
  tags,
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

  it('does not keep one page larger than a quarter of the budget', async () => {
    const store = createMemoryStore({ maxBytes: 10_000 });
    await store.set('big', page('y'.repeat(5_000)));
    expect(await store.get('big')).toBeNull();
  });

  it('misses a page once one of its tags is invalidated after it was made', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ maxBytes: 1e6, now: () => now });
    await store.set('p', { ...page('<p>', ['all', 'product:a']), lastModified: now });
    await store.set('q', { ...page('<q>', ['all', 'product:b']), lastModified: now });
    now += RENDER_WINDOW_MS + 1;
    await store.invalidate(['product:a']);
    expect(await store.get('p')).toBeNull();
    expect(await store.get('q')).not.toBeNull();
  });

  it('does not keep a page whose data changed while it was being rendered', async () => {
    let now = 2_000_000;
    const store = createMemoryStore({ maxBytes: 1e6, now: () => now });
    await store.invalidate(['section:futer']);
    now += 2_000;
    await store.set('s', { ...page('<s>', ['all', 'section:futer']), lastModified: now });
    expect(await store.get('s')).toBeNull();
    now += RENDER_WINDOW_MS;
    await store.set('s', { ...page('<s>', ['all', 'section:futer']), lastModified: now });
    expect(await store.get('s')).not.toBeNull();
  });
});
