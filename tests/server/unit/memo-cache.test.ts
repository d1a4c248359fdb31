import { describe, expect, it } from 'vitest';
import { createMemoCache } from '@/server/platform/memo-cache';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('memo cache', () => {
  it('loads once within the TTL and again after it', async () => {
    const c = clock();
    const cache = createMemoCache({ ttlMs: 1000, maxEntries: 10, now: c.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrSet('a', load)).toBe(1);
    expect(await cache.getOrSet('a', load)).toBe(1);
    c.advance(1001);
    expect(await cache.getOrSet('a', load)).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createMemoCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const answers = await Promise.all([
      cache.getOrSet('k', load),
      cache.getOrSet('k', load),
      cache.getOrSet('k', load),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createMemoCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(
      cache.getOrSet('k', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.getOrSet('k', async () => 'back')).toBe('back');
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = createMemoCache({ ttlMs: 10_000, maxEntries: 2 });
    await cache.getOrSet('a', async () => 'a1');
    await cache.getOrSet('b', async () => 'b1');
    await cache.getOrSet('a', async () => 'a2'); // a is now the most recent
    await cache.getOrSet('c', async () => 'c1'); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.getOrSet('a', async () => 'a3')).toBe('a1');
    expect(await cache.getOrSet('b', async () => 'b2')).toBe('b2');
  });

  it('clear() forgets everything', async () => {
    const cache = createMemoCache({ ttlMs: 10_000, maxEntries: 10 });
    await cache.getOrSet('a', async () => 1);
    cache.clear();
    expect(await cache.getOrSet('a', async () => 2)).toBe(2);
  });
});
