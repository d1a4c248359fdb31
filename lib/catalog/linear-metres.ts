/**
 * Approximate linear metres of fabric in a weight (storefront.md §9, SF-9.08):
 * - stocking (a tube, two layers):  qty * 1000 / (width * 2 * density) * 100
 * - roll or pack (one layer):        qty * 1000 / (width * density) * 100
 * with qty in kg, width in cm and density in g/m². Shared by the catalogue and the cart.
 */
export type PackingCode = 'roll' | 'pack' | 'stocking';

export function linearMetres(
  quantityKg: number,
  product: { width: number; density: number; packing: PackingCode | string },
): number {
  const { width, density } = product;
  if (!(quantityKg > 0) || !(width > 0) || !(density > 0)) return 0;
  const layers = product.packing === 'stocking' ? 2 : 1;
  return ((quantityKg * 1000) / (width * layers * density)) * 100;
}

/** Linear metres rounded to one decimal, the way the cart shows them ('≈ 12,5 м'). */
export function roundMetres(metres: number): number {
  return Math.round(metres * 10) / 10;
}
