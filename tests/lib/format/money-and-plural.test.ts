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

  it('writes what Intl writes for ru-RU, digit for digit', () => {
    // Intl stays the reference: formatNumber avoids it only for the cost of its first use.
    const intl = (value: number, digits: number) =>
      new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits }).format(value);
    const values = [
      0,
      -0,
      1,
      7.5,
      10,
      15,
      999.995,
      1.005,
      2.675,
      10.255,
      0.1 + 0.2,
      -0.001,
      -1234.5,
      1234,
      12_345.6789,
      1_234_567.891,
      99_999.5,
      4.1,
      967,
      1e21,
      1e-7,
      123_456_789_012_345,
    ];
    let seed = 22;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647) * 2 - 0.5;
    for (let i = 0; i < 2_000; i += 1)
      values.push(Number((random() * 10 ** (i % 8)).toFixed(i % 6)));
    for (const value of values) {
      for (const digits of [0, 1, 2, 3]) {
        expect(formatNumber(value, digits), `${value}, ${digits}`).toBe(intl(value, digits));
      }
    }
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
