import { describe, expect, it } from 'vitest';
import { moneyInWords, numberInWords } from '@/lib/format/money-words';

describe('a sum in Russian words (invoice total, issue #21)', () => {
  it('writes the issue example exactly', () => {
    expect(moneyInWords(10_759_000)).toBe('Сто семь тысяч пятьсот девяносто рублей 00 копеек');
  });

  it('agrees the rouble and kopeck with the number', () => {
    expect(moneyInWords(101)).toBe('Один рубль 01 копейка');
    expect(moneyInWords(222)).toBe('Два рубля 22 копейки');
    expect(moneyInWords(1_105)).toBe('Одиннадцать рублей 05 копеек');
    expect(moneyInWords(2_111)).toBe('Двадцать один рубль 11 копеек');
    expect(moneyInWords(0)).toBe('Ноль рублей 00 копеек');
  });

  it('makes thousands feminine and millions masculine', () => {
    expect(numberInWords(1_000)).toBe('одна тысяча');
    expect(numberInWords(2_002)).toBe('две тысячи два');
    expect(numberInWords(11_000)).toBe('одиннадцать тысяч');
    expect(numberInWords(21_500)).toBe('двадцать одна тысяча пятьсот');
    expect(numberInWords(1_000_000)).toBe('один миллион');
    expect(numberInWords(2_345_678)).toBe(
      'два миллиона триста сорок пять тысяч шестьсот семьдесят восемь',
    );
    expect(numberInWords(1_000_000_001)).toBe('один миллиард один');
  });

  it('refuses what it cannot write', () => {
    expect(() => moneyInWords(-1)).toThrow(RangeError);
    expect(() => moneyInWords(1.5)).toThrow(RangeError);
  });
});
