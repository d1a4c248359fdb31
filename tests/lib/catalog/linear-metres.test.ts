import { describe, expect, it } from 'vitest';
import { linearMetres, roundMetres } from '@/lib/catalog/linear-metres';

describe('linear metres (storefront.md §9)', () => {
  it('roll and pack: qty*1000/(width*density)*100', () => {
    // 20 kg of 180 cm wide, 200 g/m² fabric: 20000 g / (1.8 m × 200 g/m²) ≈ 55.6 m
    expect(linearMetres(20, { width: 180, density: 200, packing: 'roll' })).toBeCloseTo(55.556, 3);
    expect(linearMetres(10, { width: 100, density: 100, packing: 'pack' })).toBe(100);
  });

  it('stocking is a tube: two layers, half the metres', () => {
    const roll = linearMetres(15, { width: 90, density: 250, packing: 'roll' });
    const stocking = linearMetres(15, { width: 90, density: 250, packing: 'stocking' });
    expect(stocking).toBeCloseTo(roll / 2, 10);
    expect(stocking).toBeCloseTo(((15 * 1000) / (90 * 2 * 250)) * 100, 10);
  });

  it('no metres for nothing or for broken product data (never NaN or Infinity)', () => {
    expect(linearMetres(0, { width: 180, density: 200, packing: 'roll' })).toBe(0);
    expect(linearMetres(20, { width: 0, density: 200, packing: 'roll' })).toBe(0);
    expect(linearMetres(20, { width: 180, density: 0, packing: 'stocking' })).toBe(0);
  });

  it('rounds to one decimal for display', () => {
    expect(roundMetres(55.5555)).toBe(55.6);
    expect(roundMetres(0.04)).toBe(0);
  });
});
