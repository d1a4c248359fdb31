import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralize } from '@/lib/format/plural';

const nbsp = /[\u00a0\u202f]/g;
const plain = (text: string) => text.replace(nbsp, ' ');

describe('formatMoney', () => {
  it('shows whole roubles without kopecks', () => {
    expect(plain(formatMoney(1250))).toBe('1 250 ₽');
  });
  it('shows kopecks with exactly two digits', () => {
    expect(plain(formatMoney(1250.5))).toBe('1 250,50 ₽');
    expect(plain(formatMoney(0.07))).toBe('0,07 ₽');
  });
  it('rounds to kopecks before choosing the form', () => {
    expect(plain(formatMoney(99.999))).toBe('100 ₽');
  });
});

describe('formatNumber', () => {
  it('writes decimals with a comma', () => {
    expect(plain(formatNumber(1234.567))).toBe('1 234,57');
  });
});

describe('pluralize', () => {
  const orders = ['заказ', 'заказа', 'заказов'] as const;
  it.each([
    [1, '1 заказ'],
    [2, '2 заказа'],
    [4, '4 заказа'],
    [5, '5 заказов'],
    [11, '11 заказов'],
    [12, '12 заказов'],
    [21, '21 заказ'],
    [22, '22 заказа'],
    [111, '111 заказов'],
    [0, '0 заказов'],
  ])('%i → %s', (count, text) => {
    expect(pluralize(count, orders)).toBe(text);
  });
});
