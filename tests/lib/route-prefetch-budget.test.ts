import { describe, expect, it, vi } from 'vitest';
import {
  createPrefetchBudget,
  INTENT_WINDOW_MS,
  isSlowConnection,
  VIEWPORT_ROUTE_BUDGET,
  type ConnectionLike,
} from '@/lib/route-prefetch/budget';
import { gatedFetch, type Fetch } from '@/lib/route-prefetch/gate';
import { createLimiter } from '@/lib/route-prefetch/limiter';

const prefetchInit: RequestInit = { headers: { rsc: '1', 'next-router-prefetch': '1' } };

describe('which route prefetches a page may make (issue #22)', () => {
  it('takes Save-Data and 2g/3g as slow, and a browser that does not say as fast', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(isSlowConnection({ effectiveType })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it(`lets links in view prefetch ${VIEWPORT_ROUTE_BUDGET} routes a page, every request of an admitted route, and starts again on the next page`, () => {
    const budget = createPrefetchBudget(() => undefined);
    const routes = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/'];
    const admitted = routes.filter((path) => budget.admit(path, '/catalog/'));
    expect(admitted).toEqual(routes.slice(0, VIEWPORT_ROUTE_BUDGET));
    // The router's second request for a route (its segments) still goes.
    expect(budget.admit('/a/', '/catalog/')).toBe(true);
    expect(budget.admit('/e/', '/catalog/')).toBe(false);
    // A navigation: a new page, a new budget.
    expect(budget.admit('/e/', '/catalog/futer/')).toBe(true);
  });

  it('always lets a hovered, focused or touched link prefetch, for a while after', () => {
    let now = 1_000;
    const budget = createPrefetchBudget(
      () => undefined,
      () => now,
    );
    for (const path of ['/a/', '/b/', '/c/', '/d/']) budget.admit(path, '/');
    budget.noteIntent('/cart/');
    now += INTENT_WINDOW_MS;
    expect(budget.admit('/cart/', '/')).toBe(true);
    budget.noteIntent('/about/');
    now += INTENT_WINDOW_MS + 1;
    expect(budget.admit('/about/', '/')).toBe(false);
  });

  it('prefetches nothing on a slow or saving connection, not even on hover', () => {
    let connection: ConnectionLike = { effectiveType: '3g' };
    const budget = createPrefetchBudget(() => connection);
    budget.noteIntent('/cart/');
    expect(budget.admit('/cart/', '/')).toBe(false);
    expect(budget.admit('/a/', '/')).toBe(false);
    connection = { effectiveType: '4g' };
    expect(budget.admit('/a/', '/')).toBe(true);
  });

  it('answers a refused prefetch 204 without touching the network; a navigation always goes', async () => {
    const network = vi.fn<Fetch>(() =>
      Promise.resolve(new Response('0:[]', { headers: { 'content-type': 'text/x-component' } })),
    );
    const refuseAll = { noteIntent: () => {}, admit: () => false };
    const gated = gatedFetch(network, createLimiter(4), undefined, refuseAll);
    const refused = await gated('/catalog/futer/?_rsc=1', prefetchInit);
    expect(refused.status).toBe(204);
    expect(network).not.toHaveBeenCalled();
    const navigation = await gated('/catalog/futer/?_rsc=1', { headers: { rsc: '1' } });
    expect(navigation.status).toBe(200);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
