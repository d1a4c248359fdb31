import { describe, expect, it, vi } from 'vitest';
import {
  createRoutePrefetchBudget,
  IN_VIEW_ROUTE_BUDGET,
  isSlowConnection,
  type ConnectionLike,
} from '@/lib/route-prefetch/budget';
import { gatedFetch, type Fetch } from '@/lib/route-prefetch/gate';
import { createLimiter } from '@/lib/route-prefetch/limiter';

const prefetchInit: RequestInit = { headers: { rsc: '1', 'next-router-prefetch': '1' } };
const rscAnswer = () =>
  Promise.resolve(new Response('0:[]', { headers: { 'content-type': 'text/x-component' } }));

describe('no route prefetches on a slow or saving connection (issue #22)', () => {
  it('takes Save-Data and 2g/3g as slow, and a browser that does not say as fast', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(isSlowConnection({ effectiveType })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('answers a prefetch 204 without touching the network while slow; a navigation always goes', async () => {
    const network = vi.fn<Fetch>(rscAnswer);
    let connection: ConnectionLike = { effectiveType: '3g' };
    const gated = gatedFetch(network, createLimiter(4), undefined, () => connection);
    const refused = await gated('/catalog/futer/?_rsc=1', prefetchInit);
    expect(refused.status).toBe(204);
    expect(network).not.toHaveBeenCalled();
    const navigation = await gated('/catalog/futer/?_rsc=1', { headers: { rsc: '1' } });
    expect(navigation.status).toBe(200);
    expect(network).toHaveBeenCalledTimes(1);
    // The connection is read at each prefetch: back on 4g, prefetches go again.
    connection = { effectiveType: '4g' };
    expect((await gated('/catalog/futer/?_rsc=2', prefetchInit)).status).toBe(200);
    expect(network).toHaveBeenCalledTimes(2);
  });
});

describe('the links’ prefetch budget (issue #22)', () => {
  it(`lets links in view prefetch ${IN_VIEW_ROUTE_BUDGET} routes a page, and starts again on the next page`, () => {
    const budget = createRoutePrefetchBudget(() => undefined);
    const routes = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/'];
    expect(routes.filter((path) => budget.admitInView(path, '/catalog/'))).toEqual(
      routes.slice(0, IN_VIEW_ROUTE_BUDGET),
    );
    // A second link to an admitted route may ask again (the router answers from its cache).
    expect(budget.admitInView('/a/', '/catalog/')).toBe(true);
    expect(budget.admitInView('/e/', '/catalog/?sort=price')).toBe(true);
  });

  it('always lets a link the buyer reaches for prefetch, beyond the budget', () => {
    const budget = createRoutePrefetchBudget(() => ({ effectiveType: '4g' }));
    for (const path of ['/a/', '/b/', '/c/', '/d/']) budget.admitInView(path, '/');
    expect(budget.admitInView('/cart/', '/')).toBe(false);
    expect(budget.admitIntent('/cart/')).toBe(true);
  });

  it('lets nothing prefetch on a slow or saving connection, not even on hover', () => {
    const budget = createRoutePrefetchBudget(() => ({ saveData: true }));
    expect(budget.admitInView('/a/', '/')).toBe(false);
    expect(budget.admitIntent('/a/')).toBe(false);
  });
});
