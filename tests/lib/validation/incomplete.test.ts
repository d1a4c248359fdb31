import { describe, expect, it } from 'vitest';
import { partialDigits, partialInn } from '@/lib/validation/incomplete';

describe('partialDigits / partialInn (issue #34: no length error while the digits are typed)', () => {
  it('an INN on its way waits; a letter, a valid INN or one of twelve digits does not', () => {
    expect(partialInn('770')).toBe(true);
    expect(partialInn(' 770708389 ')).toBe(true);
    // Ten digits failing the check may be the start of a sole trader's twelve.
    expect(partialInn('7707083894')).toBe(true);
    expect(partialInn('77070838941')).toBe(true);
    expect(partialInn('7707083893')).toBe(false);
    expect(partialInn('770708389412')).toBe(false);
    expect(partialInn('77a')).toBe(false);
    expect(partialInn('')).toBe(false);
    expect(partialInn(undefined)).toBe(false);
  });

  it('a fixed count: shorter waits, the full count is judged', () => {
    const bik = partialDigits([9]);
    expect(bik('04452522')).toBe(true);
    expect(bik('044525225')).toBe(false);
    expect(bik('0445252251')).toBe(false);
  });
});
