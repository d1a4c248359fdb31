/**
 * Money as the shop shows it (storefront.md §9): ru-RU, roubles, no kopecks when the amount is
 * whole, otherwise exactly two. The one place prices are formatted.
 */
const whole = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const fractional = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number): string {
  const cents = Math.round(amount * 100);
  return (cents % 100 === 0 ? whole : fractional).format(cents / 100);
}

/** A number as ru-RU writes it (thin grouping, comma decimals), at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  return new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits }).format(value);
}
