import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { linearMetres } from '@/lib/catalog/linear-metres';
import { withBanners } from '@/features/catalog/model/list-items';
import {
  readProductsHistory,
  recordProductView,
  withViewed,
} from '@/features/catalog/model/products-history';
import { PRODUCTS_HISTORY_COOKIE } from '@/lib/cookies';

describe('linear metres (storefront.md §9)', () => {
  it('a stocking: qty·1000 / (width·2·density)·100', () => {
    expect(linearMetres(15, { width: 100, density: 150, packing: 'stocking' })).toBeCloseTo(50);
  });

  it('a roll or a pack: qty·1000 / (width·density)·100', () => {
    expect(linearMetres(15, { width: 100, density: 150, packing: 'roll' })).toBeCloseTo(100);
    expect(linearMetres(30, { width: 180, density: 250, packing: 'pack' })).toBeCloseTo(66.67, 2);
    expect(linearMetres(0, { width: 180, density: 250, packing: 'pack' })).toBe(0);
  });
});

describe('banners in a list (storefront.md §9)', () => {
  it('stand at positions 3 and 7', () => {
    const items = withBanners([1, 2, 3, 4, 5, 6, 7, 8], ['A', 'B', 'C']);
    expect(items.map((entry) => entry.item)).toEqual([1, 2, 'A', 3, 4, 5, 'B', 6, 7, 8]);
  });

  it('a short list keeps the banners that fit', () => {
    expect(withBanners([1, 2], ['A', 'B']).map((e) => e.item)).toEqual([1, 2, 'A']);
    expect(withBanners([1], ['A']).map((e) => e.item)).toEqual([1]);
  });
});

describe("recently viewed products ('products-history' cookie)", () => {
  afterEach(() => Cookies.remove(PRODUCTS_HISTORY_COOKIE, { path: '/' }));

  it('puts the viewed product first, once', () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(readProductsHistory('5,x,-1,7')).toEqual([5, 7]);
  });

  it('records views in the cookie', () => {
    recordProductView(10);
    recordProductView(11);
    recordProductView(10);
    expect(Cookies.get(PRODUCTS_HISTORY_COOKIE)).toBe('10,11');
  });
});
