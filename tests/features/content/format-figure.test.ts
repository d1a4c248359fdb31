import { describe, expect, it } from 'vitest';
import { formatFigure } from '@/features/content/lib/format-figure';

describe('formatFigure', () => {
  it('never groups a year', () => {
    expect(formatFigure(2008, 'год')).toBe('2008');
    expect(formatFigure(1994, 'года')).toBe('1994');
  });

  it('groups other figures the Russian way', () => {
    expect(formatFigure(4200, 'тонн').replace(/\s/g, ' ')).toBe('4 200');
    expect(formatFigure(12000).replace(/\s/g, ' ')).toBe('12 000');
    expect(formatFigure(18, 'лет')).toBe('18');
  });
});
