import { describe, expect, it, vi } from 'vitest';
import { WHEEL_THROTTLE_MS } from '@/components/image-viewer/model/constants';
import { createThrottle } from '@/components/image-viewer/model/throttle';

describe('wheel throttle (80 ms, storefront.md §9)', () => {
  it('runs the first call and drops those within 80 ms after it', () => {
    let time = 1000;
    const fn = vi.fn();
    const throttled = createThrottle(fn, WHEEL_THROTTLE_MS, () => time);

    expect(throttled('in')).toBe(true);
    time += 40;
    expect(throttled('in')).toBe(false);
    time += 39; // 79 ms after the first
    expect(throttled('out')).toBe(false);
    time += 1; // 80 ms
    expect(throttled('out')).toBe(true);

    expect(fn.mock.calls).toEqual([['in'], ['out']]);
  });

  it('does not let dropped calls push the window further', () => {
    let time = 0;
    const fn = vi.fn();
    const throttled = createThrottle(fn, 80, () => time);
    for (time = 0; time < 400; time += 10) throttled();
    // 0, 80, 160, 240, 320
    expect(fn).toHaveBeenCalledTimes(5);
  });
});
