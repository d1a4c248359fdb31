/**
 * Linear metres of a quantity (storefront.md §9): a stocking (a tube, two layers) is
 * qty·1000 / (width·2·density)·100; a roll or a pack is qty·1000 / (width·density)·100,
 * with qty in kg, width in cm and density in g/m².
 */
export type PackingCode = 'roll' | 'pack' | 'stocking';

export function linearMetres(
  kg: number,
  product: { width: number; density: number; packing: PackingCode },
): number {
  if (!(kg > 0) || !(product.width > 0) || !(product.density > 0)) return 0;
  const layers = product.packing === 'stocking' ? 2 : 1;
  return ((kg * 1000) / (product.width * layers * product.density)) * 100;
}
