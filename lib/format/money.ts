/**
 * Money as the shop shows it (storefront.md §9): ru-RU, roubles, no kopecks when the amount is
 * whole, otherwise exactly two. The one place prices are formatted.
 */
// Made on first use, not when the module loads: the first currency format of a page costs ~15 ms
// on a phone (ICU's data), and a visitor's pages, which carry no prices, never pay it (issue #22).
const moneyFormats = new Map<number, Intl.NumberFormat>();

export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  let format = moneyFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(digits, format);
  }
  return format.format(cents / 100);
}

/**
 * A number as ru-RU writes it (no-break-space grouping, comma decimals), at most `digits`
 * decimals: what `Intl.NumberFormat('ru-RU', { maximumFractionDigits })` writes, without Intl.
 * A page's first Intl formatter loads ICU's data, ~15 ms of a phone's hydration (60 ms in
 * Lighthouse's model of a listing, whose filter and cards write weights; issue #22). Like ICU it
 * rounds the shortest decimal form of the number half away from zero (1.005 → '1,01').
 */
export function formatNumber(value: number, digits = 2): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits }).format(value);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let integer = whole;
  let decimals = fraction.slice(0, digits);
  if (fraction.length > digits && fraction[digits]! >= '5') {
    const kept = `${whole}${decimals}`;
    const rounded = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    integer = rounded.slice(0, rounded.length - decimals.length);
    decimals = rounded.slice(rounded.length - decimals.length);
  }
  decimals = decimals.replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}
