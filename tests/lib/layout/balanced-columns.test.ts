import { describe, expect, it } from 'vitest';
import { balancedColumns } from '@/lib/layout/balanced-columns';

describe('balancedColumns', () => {
  it('fills every row when a column count up to the maximum divides the items', () => {
    expect(balancedColumns(9, 4)).toBe(3); // catalogue sections
    expect(balancedColumns(6, 5)).toBe(3); // steps 01–06
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(12, 4)).toBe(4);
  });

  it('gives fewer items than columns one column each, at least two', () => {
    expect(balancedColumns(4, 5)).toBe(4); // internship steps
    expect(balancedColumns(3, 4)).toBe(3); // production cards, press
    expect(balancedColumns(1, 4)).toBe(2);
    expect(balancedColumns(1, 1)).toBe(1);
  });

  it('otherwise picks the fullest last row, never a lone card', () => {
    expect(balancedColumns(7, 4)).toBe(4); // 4 + 3
    expect(balancedColumns(5, 4)).toBe(3); // 3 + 2, not 4 + 1
    expect(balancedColumns(10, 4)).toBe(4); // 4 + 4 + 2
    // Where every choice leaves one card over, the grid centres it (e2e/content.spec.ts).
    for (let count = 2; count <= 40; count++) {
      const cols = balancedColumns(count, 4);
      const avoidable = [4, 3].some((c) => count % c !== 1);
      if (avoidable) expect(count % cols, `${count} cards`).not.toBe(1);
    }
  });
});
