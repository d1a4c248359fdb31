/**
 * A sum in Russian words, as an invoice writes it under the total (issue #21):
 * 10759000 kopecks → 'Сто семь тысяч пятьсот девяносто рублей 00 копеек'. Roubles in words
 * (thousands are feminine: 'одна тысяча', 'две тысячи'), kopecks in figures.
 */
import { pluralForm, type PluralForms } from './plural';

const unitsMasculine = [
  '',
  'один',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
];
const unitsFeminine = [
  '',
  'одна',
  'две',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
];
const teens = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const tens = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const hundreds = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

interface Scale {
  forms: PluralForms;
  feminine: boolean;
}

/** From the highest group down; the last one is the roubles themselves. */
const scales: Scale[] = [
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
];

const ROUBLES: PluralForms = ['рубль', 'рубля', 'рублей'];
const KOPECKS: PluralForms = ['копейка', 'копейки', 'копеек'];

/** 0–999 in words; '' for 0. */
function triple(n: number, feminine: boolean): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) words.push(hundreds[h]!);
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]!);
  else {
    const t = Math.floor(rest / 10);
    const u = rest % 10;
    if (t) words.push(tens[t]!);
    if (u) words.push((feminine ? unitsFeminine : unitsMasculine)[u]!);
  }
  return words;
}

/** A whole number of roubles (0 to 999 999 999 999) in words, lower case, without the unit. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12)
    throw new RangeError(`numberInWords: ${value}`);
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let divisor = 1e9;
  for (const scale of scales) {
    const group = Math.floor(value / divisor) % 1000;
    if (group) words.push(...triple(group, scale.feminine), pluralForm(group, scale.forms));
    divisor /= 1000;
  }
  words.push(...triple(value % 1000, false));
  return words.join(' ');
}

/** 'Сто семь тысяч пятьсот девяносто рублей 00 копеек' for 10 759 000 kopecks. */
export function moneyInWords(kopecks: number): string {
  if (!Number.isInteger(kopecks) || kopecks < 0) throw new RangeError(`moneyInWords: ${kopecks}`);
  const roubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const text = `${numberInWords(roubles)} ${pluralForm(roubles, ROUBLES)} ${String(rest).padStart(2, '0')} ${pluralForm(rest, KOPECKS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
