import { describe, expect, it } from 'vitest';
import {
  ANIMATION_WIDTHS,
  bandWidth,
  motionConditions,
  revealVariant,
} from '@/features/content/model/motion';

describe('animation variants (storefront.md §9: mobile widths 520, 640, 1100)', () => {
  it('has a band up to each mobile width and one above', () => {
    expect(ANIMATION_WIDTHS).toEqual([520, 640, 1100]);
    expect(motionConditions()).toEqual({
      phone: '(max-width: 520px)',
      small: '(min-width: 521px) and (max-width: 640px)',
      tablet: '(min-width: 641px) and (max-width: 1100px)',
      desktop: '(min-width: 1101px)',
      reduceMotion: '(prefers-reduced-motion: reduce)',
    });
  });

  it('moves less on narrower screens', () => {
    const rises = [360, 520, 521, 640, 641, 1100, 1101, 1440].map((w) => revealVariant(w).rise);
    expect(rises).toEqual([16, 16, 24, 24, 32, 32, 48, 48]);
    expect(revealVariant(bandWidth({ tablet: true })).rise).toBe(32);
    expect(revealVariant(bandWidth({ desktop: true })).rise).toBe(48);
  });
});
