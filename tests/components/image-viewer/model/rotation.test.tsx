import { describe, expect, it } from 'vitest';
import { normaliseRotation, rotate } from '@/components/image-viewer/model/rotation';

describe('rotation (storefront.md §4, §9)', () => {
  it('turns by 90 degrees left or right', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(0, 'left')).toBe(-90);
    expect(rotate(270, 'right')).toBe(360);
  });

  it('is reported as 0 to 359', () => {
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(360)).toBe(0);
    expect(normaliseRotation(-360)).toBe(0);
    expect(normaliseRotation(450)).toBe(90);
    expect(normaliseRotation(-810)).toBe(270);
    expect(normaliseRotation(359.6)).toBe(0);
  });
});
