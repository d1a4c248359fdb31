import { describe, expect, it } from 'vitest';
import {
  decideSwipe,
  distance,
  midpoint,
  movedBeyond,
  pinchScale,
} from '@/components/image-viewer/model/gestures';

describe('swipe decision (storefront.md §5: over 50 px, more horizontal than vertical)', () => {
  it('a swipe to the left brings the next image, to the right the previous', () => {
    expect(decideSwipe(-80, 10)).toBe('next');
    expect(decideSwipe(80, -10)).toBe('previous');
  });

  it('needs more than 50 px', () => {
    expect(decideSwipe(-50, 0)).toBeNull();
    expect(decideSwipe(50, 0)).toBeNull();
    expect(decideSwipe(-51, 0)).toBe('next');
  });

  it('needs more horizontal than vertical movement', () => {
    expect(decideSwipe(-80, 80)).toBeNull();
    expect(decideSwipe(-80, -120)).toBeNull();
    expect(decideSwipe(-80, 79)).toBe('next');
  });

  it('is swapped in right-to-left mode', () => {
    expect(decideSwipe(-80, 0, { rtl: true })).toBe('previous');
    expect(decideSwipe(80, 0, { rtl: true })).toBe('next');
  });

  it('takes another tolerance', () => {
    expect(decideSwipe(-80, 0, { tolerance: 100 })).toBeNull();
  });
});

describe('pinch', () => {
  it('zooms by how far the fingers spread', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 200, 100)).toBe(1);
    expect(pinchScale(1.5, 0, 100)).toBe(1.5);
  });

  it('measures distance and midpoint of two fingers', () => {
    expect(distance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(midpoint({ x: 0, y: 10 }, { x: 30, y: 40 })).toEqual({ x: 15, y: 25 });
  });
});

describe('click or drag', () => {
  it('a press that moves a few pixels is still a click', () => {
    expect(movedBeyond(3, 4, 6)).toBe(false);
    expect(movedBeyond(6, 1, 6)).toBe(true);
  });
});
