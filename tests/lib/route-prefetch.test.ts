import { describe, expect, it, vi } from 'vitest';
import { createLimiter } from '@/lib/route-prefetch/limiter';
import {
  gatedFetch,
  installPrefetchGate,
  MAX_PARALLEL_ROUTE_PRELOADS,
  type Fetch,
} from '@/lib/route-prefetch/gate';
import { resourceTimingEnds } from '@/lib/route-prefetch/network-ends';
import { isRoutePrefetch } from '@/lib/framework/router-requests';

const prefetchInit: RequestInit = {
  headers: { rsc: '1', 'next-router-prefetch': '1' },
  priority: 'low',
};
const navigationInit: RequestInit = { headers: { rsc: '1' }, priority: 'auto' };

/** A server whose answers the test finishes by hand, streaming one chunk then the end. */
function manualServer() {
  const open: Array<{ finish: () => void; fail: () => void }> = [];
  let started = 0;
  const fetch: Fetch = () => {
    started += 1;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(new TextEncoder().encode('0:["tree"]\n'));
      },
    });
    open.push({ finish: () => controller.close(), fail: () => controller.error(new Error('x')) });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'text/x-component' } }),
    );
  };
  return { fetch, open, started: () => started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the limiter', () => {
  it('lets 4 in, queues the fifth and hands it the first slot that is released', async () => {
    const limiter = createLimiter(4);
    const releases = await Promise.all([1, 2, 3, 4].map(() => limiter.acquire()));
    expect(limiter.active).toBe(4);
    let fifth = false;
    void limiter.acquire().then(() => (fifth = true));
    await settle();
    expect(fifth).toBe(false);
    expect(limiter.waiting).toBe(1);
    releases[0]!();
    await settle();
    expect(fifth).toBe(true);
    expect(limiter.active).toBe(4);
  });

  it('counts a double release once', async () => {
    const limiter = createLimiter(2);
    const release = await limiter.acquire();
    release();
    release();
    expect(limiter.active).toBe(0);
    await limiter.acquire();
    await limiter.acquire();
    expect(limiter.active).toBe(2);
  });
});

describe('route prefetches through fetch', () => {
  it('tells the router’s prefetches from its navigations and from other requests', () => {
    expect(isRoutePrefetch(prefetchInit)).toBe(true);
    expect(isRoutePrefetch({ headers: { rsc: '1' }, priority: 'low' })).toBe(true);
    expect(isRoutePrefetch(navigationInit)).toBe(false);
    expect(isRoutePrefetch({ headers: { 'content-type': 'application/json' } })).toBe(false);
    expect(isRoutePrefetch(undefined)).toBe(false);
  });

  it('runs at most 4 prefetches at a time, each holding its slot until its body is read', async () => {
    const server = manualServer();
    const limiter = createLimiter(MAX_PARALLEL_ROUTE_PRELOADS);
    const gated = gatedFetch(server.fetch, limiter);
    const bodies: Array<Promise<string>> = [];
    for (let i = 0; i < 10; i += 1) {
      bodies.push(gated(`/catalog/${i}/`, prefetchInit).then((r) => r.text()));
    }
    await settle();
    expect(server.started()).toBe(4);
    // A navigation never waits behind them.
    await gated('/about/', navigationInit);
    expect(server.started()).toBe(5);

    server.open[0]!.finish();
    await bodies[0];
    await settle();
    expect(server.started()).toBe(6);
    // A failed body frees its slot too.
    server.open[1]!.fail();
    await expect(bodies[1]).rejects.toThrow();
    await settle();
    expect(server.started()).toBe(7);
    expect(limiter.active).toBe(4);
  });

  it('frees the slot of an answer the router drops unread, and of a failed request', async () => {
    const limiter = createLimiter(1);
    const notRsc: Fetch = () => Promise.resolve(new Response('<html>', { status: 200 }));
    await gatedFetch(notRsc, limiter)('/a/', prefetchInit);
    expect(limiter.active).toBe(0);
    const down: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(gatedFetch(down, limiter)('/b/', prefetchInit)).rejects.toThrow('Failed');
    expect(limiter.active).toBe(0);
  });

  it('keeps the response’s status, headers, url and redirect flag for the router', async () => {
    const server = manualServer();
    const answer = server.fetch;
    const redirected: Fetch = async (input, init) => {
      const original = await answer(input, init);
      Object.defineProperty(original, 'url', { value: 'http://shop.test/catalog/futer/' });
      Object.defineProperty(original, 'redirected', { value: true });
      return original;
    };
    const response = await gatedFetch(redirected, createLimiter(4))('/c/', prefetchInit);
    expect(response.status).toBe(200);
    expect(response.url).toBe('http://shop.test/catalog/futer/');
    expect(response.redirected).toBe(true);
    expect(response.headers.get('content-type')).toBe('text/x-component');
    server.open[0]!.finish();
    expect(await response.text()).toBe('0:["tree"]\n');
  });

  it('is installed once on the window', () => {
    const original = vi.fn<Fetch>();
    const target = { fetch: original };
    const first = installPrefetchGate(target);
    const gated = target.fetch;
    expect(installPrefetchGate(target)).toBe(first);
    expect(target.fetch).toBe(gated);
    expect(gated).not.toBe(original);
  });
});

describe('the browser’s own end of a request (Resource Timing)', () => {
  /** A stand-in for PerformanceObserver that the test feeds entries by hand. */
  function fakeObserver() {
    let callback: (list: { getEntries: () => Array<{ name: string }> }) => void = () => {};
    class Observer {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe() {}
    }
    const report = (name: string) => callback({ getEntries: () => [{ name }] });
    return { Observer: Observer as unknown as typeof PerformanceObserver, report };
  }

  it('hands the slot back only once the browser has reported the request', async () => {
    const { Observer, report } = fakeObserver();
    const ends = resourceTimingEnds(Observer);
    const first = ends.track('http://shop.test/a/?_rsc=1');
    const second = ends.track('http://shop.test/a/?_rsc=1');
    let firstDone = false;
    let secondDone = false;
    void first().then(() => (firstDone = true));
    void second().then(() => (secondDone = true));
    await settle();
    expect([firstDone, secondDone]).toEqual([false, false]);
    report('http://shop.test/a/?_rsc=1');
    await settle();
    expect([firstDone, secondDone]).toEqual([true, false]);
    report('http://shop.test/a/?_rsc=1');
    await settle();
    expect(secondDone).toBe(true);
  });

  it('does not wait when the entry came first, nor for ever when it never comes', async () => {
    const { Observer, report } = fakeObserver();
    const ends = resourceTimingEnds(Observer, 1000);
    const early = ends.track('http://shop.test/b/');
    report('http://shop.test/b/');
    await expect(early()).resolves.toBeUndefined();

    vi.useFakeTimers();
    try {
      let done = false;
      void ends
        .track('http://shop.test/never/')()
        .then(() => (done = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a prefetch’s slot past its body’s end until that report', async () => {
    const { Observer, report } = fakeObserver();
    const server = manualServer();
    const limiter = createLimiter(1);
    const gated = gatedFetch(server.fetch, limiter, resourceTimingEnds(Observer));
    const first = gated('http://shop.test/c/', prefetchInit).then((r) => r.text());
    void gated('http://shop.test/d/', prefetchInit);
    await settle();
    server.open[0]!.finish();
    await first;
    await settle();
    expect(server.started()).toBe(1);
    report('http://shop.test/c/');
    await settle();
    expect(server.started()).toBe(2);
  });
});
