import { describe, expect, it } from 'vitest';
import { stockLevel, stockLevelText } from '@/lib/catalog/stock-level';

describe('stock level words of storefront.md §4', () => {
  it.each([
    [null, 'нет'],
    [undefined, 'нет'],
    [-3, 'нет'],
    [0, 'нет'],
    [0.5, 'мало'],
    [24.999, 'мало'],
    [25, 'средне'],
    [100, 'средне'],
    [100.001, 'много'],
    [600, 'много'],
  ])('%s kg → %s', (amount, word) => {
    expect(stockLevelText[stockLevel(amount)]).toBe(word);
  });
});
