// Pure zoom math. A .tsx name only because vitest.config.ts runs tests/components through the
// components project (`tests/**/*.test.tsx`); nothing here needs the DOM.
import { describe, expect, it } from 'vitest';
import {
  canZoom,
  naturalScaleOf,
  settleZoom,
  snapZoom,
  stepZoom,
  zoomAround,
  zoomBounds,
} from '@/components/image-viewer/model/zoom';

describe('zoom step 0.12 (storefront.md §9)', () => {
  it('steps in and out by 0.12 from the fitted size', () => {
    expect(stepZoom(1, 'in', 1)).toBe(1.12);
    expect(stepZoom(1.12, 'in', 1)).toBe(1.24);
    expect(stepZoom(1, 'out', 1)).toBe(0.88);
    expect(stepZoom(0.88, 'out', 1)).toBe(0.76);
  });

  it('lands on exact values after many steps (no floating-point drift)', () => {
    let scale = 1;
    for (let i = 0; i < 10; i++) scale = stepZoom(scale, 'in', 4);
    expect(scale).toBe(2.2);
    for (let i = 0; i < 10; i++) scale = stepZoom(scale, 'out', 4);
    expect(scale).toBe(1);
  });
});

describe('zoom bounds: 0.1 to 3 times natural size (storefront.md §5)', () => {
  it('for an image shown at its natural size, 0.1 to 3', () => {
    expect(zoomBounds(1)).toEqual({ min: 0.1, max: 3 });
  });

  it('for an image shown at half its natural size, 0.2 to 6 of the fitted size', () => {
    expect(zoomBounds(2)).toEqual({ min: 0.2, max: 6 });
  });

  it('keeps the fitted size reachable for a very large image', () => {
    expect(zoomBounds(20).min).toBe(1);
    expect(zoomBounds(20).max).toBe(60);
  });

  it('treats an unmeasured natural size as the fitted one', () => {
    expect(zoomBounds(0)).toEqual({ min: 0.1, max: 3 });
    expect(zoomBounds(Number.NaN)).toEqual({ min: 0.1, max: 3 });
  });

  it('never steps past the bounds', () => {
    expect(stepZoom(2.95, 'in', 1)).toBe(3);
    expect(stepZoom(3, 'in', 1)).toBe(3);
    expect(stepZoom(0.15, 'out', 1)).toBe(0.1);
    expect(stepZoom(0.1, 'out', 1)).toBe(0.1);
    expect(settleZoom(100, 2)).toBe(6);
    expect(settleZoom(0, 2)).toBe(0.2);
    expect(settleZoom(Number.NaN, 2)).toBe(1);
  });

  it('says when a further step is possible (for the toolbar buttons)', () => {
    expect(canZoom(3, 'in', 1)).toBe(false);
    expect(canZoom(2.9, 'in', 1)).toBe(true);
    expect(canZoom(0.1, 'out', 1)).toBe(false);
    expect(canZoom(1, 'out', 1)).toBe(true);
  });
});

describe('snapping near 1 and near the natural size', () => {
  it('snaps onto the fitted size within 0.05', () => {
    expect(snapZoom(1.04, 3)).toBe(1);
    expect(snapZoom(0.96, 3)).toBe(1);
    expect(snapZoom(1.06, 3)).toBe(1.06);
  });

  it('snaps onto the natural size within 0.05', () => {
    expect(snapZoom(2.47, 2.5)).toBe(2.5);
    expect(snapZoom(2.54, 2.5)).toBe(2.5);
    expect(snapZoom(2.4, 2.5)).toBe(2.4);
  });

  it('applies to steps: stepping from 2.4 lands on the natural size 2.5', () => {
    expect(stepZoom(2.4, 'in', 2.5)).toBe(2.5);
    expect(stepZoom(1.1, 'out', 2.5)).toBe(1);
  });
});

describe('natural-size factor', () => {
  it('is natural width over shown width, at least 1', () => {
    expect(naturalScaleOf(2400, 800)).toBe(3);
    expect(naturalScaleOf(400, 400)).toBe(1);
    expect(naturalScaleOf(0, 400)).toBe(1);
    expect(naturalScaleOf(1200, 0)).toBe(1);
  });
});

describe('zoom about a point', () => {
  it('keeps the point under the pointer where it is', () => {
    // Image centred; doubling the zoom about a point 100 px right of centre moves the image
    // centre 100 px left, so that the point under the pointer stays.
    expect(zoomAround({ x: 0, y: 0 }, 1, 2, { x: 100, y: 0 })).toEqual({ x: -100, y: 0 });
    expect(zoomAround({ x: -100, y: 40 }, 2, 1, { x: 100, y: 0 })).toEqual({ x: 0, y: 20 });
  });

  it('about the stage centre scales the offset', () => {
    expect(zoomAround({ x: 30, y: -10 }, 1, 1.5, { x: 0, y: 0 })).toEqual({ x: 45, y: -15 });
  });
});
