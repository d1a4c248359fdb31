import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSmartFilter,
  isUrlId,
  normaliseSmartFilter,
  parseSmartFilter,
  withoutProperty,
  type SmartFilter,
} from '@/lib/catalog/smart-filter';

const code = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
const urlId = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/).filter(isUrlId);
const amount = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.double({ min: 0, max: 9999, noNaN: true }).map((n) => Math.round(n * 100) / 100),
);
const range = fc.record(
  { from: fc.option(amount, { nil: undefined }), to: fc.option(amount, { nil: undefined }) },
  { requiredKeys: [] },
);
const smartFilter: fc.Arbitrary<SmartFilter> = fc.record({
  ranges: fc.dictionary(code, range, { maxKeys: 4 }),
  values: fc.dictionary(code, fc.array(urlId, { minLength: 1, maxLength: 4 }), { maxKeys: 4 }),
});

describe('smart filter URL form', () => {
  it('reads ranges, value lists and the price', () => {
    expect(
      parseSmartFilter('density-from-150/density-to-300/color-is-chernyj-or-belyj/price-to-900/'),
    ).toEqual({
      ranges: { density: { from: 150, to: 300 }, price: { to: 900 } },
      values: { color: ['belyj', 'chernyj'] },
    });
  });

  it('writes the canonical form: codes and values sorted, from before to', () => {
    const filter: SmartFilter = {
      ranges: { price: { to: 900, from: 100 }, density: { from: 150 } },
      values: { packing: ['roll'], color: ['chernyj', 'belyj'] },
    };
    expect(formatSmartFilter(filter)).toBe(
      'color-is-belyj-or-chernyj/density-from-150/packing-is-roll/price-from-100/price-to-900/',
    );
  });

  it('ignores malformed parts instead of failing', () => {
    for (const bad of [
      '%E0%A4%A',
      '///',
      'density-from-abc/',
      '-is-x/',
      'color-is-/',
      'Цвет-is-красный/',
      'apply/',
      'a'.repeat(5000),
    ]) {
      expect(() => parseSmartFilter(bad)).not.toThrow();
    }
    expect(parseSmartFilter('density-from-abc/color-is-belyj/junk/')).toEqual({
      ranges: {},
      values: { color: ['belyj'] },
    });
  });

  it('swaps a range given upside down', () => {
    expect(parseSmartFilter('width-from-200/width-to-100/').ranges.width).toEqual({
      from: 100,
      to: 200,
    });
  });

  it('format ∘ parse ∘ format = format (property)', () => {
    fc.assert(
      fc.property(smartFilter, (filter) => {
        const url = formatSmartFilter(filter);
        expect(formatSmartFilter(parseSmartFilter(url))).toBe(url);
      }),
      { numRuns: 500 },
    );
  });

  it('parse ∘ format = identity on normalised filters (property)', () => {
    fc.assert(
      fc.property(smartFilter, (filter) => {
        const normal = normaliseSmartFilter(filter);
        expect(parseSmartFilter(formatSmartFilter(normal))).toEqual(normal);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => void parseSmartFilter(text)),
      { numRuns: 1000 },
    );
  });

  it('withoutProperty drops one property and keeps the others', () => {
    const filter = parseSmartFilter('color-is-belyj/density-from-150/');
    expect(withoutProperty(filter, 'color')).toEqual({
      ranges: { density: { from: 150 } },
      values: {},
    });
  });
});
