/**
 * CommerceML values as real files write them (issue #35): decimal commas, spaces and
 * non-breaking spaces between thousands, stray spaces, true/false and 1/0.
 */
import { describe, expect, it } from 'vitest';
import {
  cmlText,
  normaliseCurrency,
  parseCmlBoolean,
  parseCmlNumber,
} from '@/server/modules/exchange/cml/values';

describe('CommerceML numbers', () => {
  it('reads decimal commas and dots alike', () => {
    expect(parseCmlNumber('1,4')).toBe(1.4);
    expect(parseCmlNumber('5990.00')).toBe(5990);
    expect(parseCmlNumber('0,250')).toBe(0.25);
    expect(parseCmlNumber(',5')).toBe(0.5);
    expect(parseCmlNumber('-3')).toBe(-3);
  });

  it('drops spaces, non-breaking and narrow non-breaking spaces between thousands', () => {
    expect(parseCmlNumber('1 200,50')).toBe(1200.5);
    expect(parseCmlNumber('1\u00a0200,50')).toBe(1200.5);
    expect(parseCmlNumber('12\u202f345')).toBe(12345);
    expect(parseCmlNumber('  7 ')).toBe(7);
    expect(parseCmlNumber('5\u00a0990\u00a0')).toBe(5990);
  });

  it('answers null, never NaN, for what is not one number', () => {
    for (const raw of [
      '',
      '   ',
      'abc',
      '1,2,3',
      '1.234,5',
      '12,3.4',
      'NaN',
      'Infinity',
      '1e5',
      '--1',
      '5 руб',
      '9'.repeat(400),
    ])
      expect(parseCmlNumber(raw), raw).toBeNull();
    expect(parseCmlNumber(null)).toBeNull();
    expect(parseCmlNumber(undefined)).toBeNull();
  });
});

describe('CommerceML booleans, texts and currencies', () => {
  it('reads true/false and 1/0 in any case, trimmed', () => {
    expect(parseCmlBoolean(' TRUE ')).toBe(true);
    expect(parseCmlBoolean('1')).toBe(true);
    expect(parseCmlBoolean('false')).toBe(false);
    expect(parseCmlBoolean('0')).toBe(false);
    expect(parseCmlBoolean('да')).toBeNull();
    expect(parseCmlBoolean('')).toBeNull();
  });

  it('trims values such as Код="796 " and makes empty ones null', () => {
    expect(cmlText('796 ')).toBe('796');
    expect(cmlText(' \u00a0')).toBeNull();
  });

  it('takes руб and руб. for RUB and upper-cases ISO codes', () => {
    expect(normaliseCurrency('руб')).toBe('RUB');
    expect(normaliseCurrency(' руб. ')).toBe('RUB');
    expect(normaliseCurrency('Руб')).toBe('RUB');
    expect(normaliseCurrency('rub')).toBe('RUB');
    expect(normaliseCurrency('UAH')).toBe('UAH');
    expect(normaliseCurrency('грн')).toBe('грн');
    expect(normaliseCurrency('')).toBeNull();
  });
});
