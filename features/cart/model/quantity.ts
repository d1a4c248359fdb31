import { COUNTER_MAX } from '@/components/counter';

/**
 * What the cart sends for a quantity (storefront.md §4, §9): between 0 and the max (the stock at
 * the buyer's warehouse, at most the counter's 9999), in whole packing steps; below the step
 * means 0, a removal (§4 "A quantity below the minimum step is sent as 0").
 */
/** Cart update debounce (storefront.md §4, §9). */
export const CART_DEBOUNCE_MS = 500;

export function normalizeQuantity(value: number, step: number, max = COUNTER_MAX): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const cap = Math.min(COUNTER_MAX, Math.max(0, max));
  const clamped = Math.min(value, cap);
  if (!(step > 0)) return Math.floor(clamped);
  // Grams avoid 0.1 + 0.2 style drift for steps such as 0.5 kg.
  const stepG = Math.round(step * 1000);
  const steps = Math.floor(Math.round(clamped * 1000) / stepG);
  return (steps * stepG) / 1000;
}
