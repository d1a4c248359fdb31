import { describe, expect, it, vi } from 'vitest';
import { whenPrefetchGated } from '@/lib/route-prefetch/gated';

describe('the route preload gate, installed on the first preload (issue #22)', () => {
  it('puts fetch behind the gate once, before any preload is let through', async () => {
    const plain = vi.fn(async () => new Response('ok'));
    window.fetch = plain;
    const first = whenPrefetchGated();
    expect(whenPrefetchGated()).toBe(first);
    await first;
    expect(window.fetch).not.toBe(plain);
    const gated = window.fetch;
    await whenPrefetchGated();
    expect(window.fetch).toBe(gated);

    // Five preloads at once: four go out, the fifth waits for a slot.
    const held: (() => void)[] = [];
    plain.mockImplementation(
      () =>
        new Promise<Response>((resolve) =>
          held.push(() => resolve(new Response('', { status: 500 }))),
        ),
    );
    const init = { headers: { rsc: '1', 'next-router-prefetch': '1' } };
    const calls = Array.from({ length: 5 }, () => window.fetch('/catalog/?_rsc=1', init));
    await vi.waitFor(() => expect(plain).toHaveBeenCalledTimes(4));
    held.shift()!();
    await vi.waitFor(() => expect(plain).toHaveBeenCalledTimes(5));
    for (const release of held) release();
    await Promise.all(calls);
  });
});
