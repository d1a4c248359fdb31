import { fitQuantity, QUANTITY_MAX_KG, type QuantityFit } from '@/lib/catalog/packing';

/**
 * The counter's rules (storefront.md §5, §9): digits only, clamped between min (default 0) and
 * max (default 9999), changed by step. A typed number goes DOWN to a whole step, capped at the
 * last whole step within the maximum (the stock), and below one step it is 0 (the cart reads 0
 * as removal, §4): the shared rule of lib/catalog/packing.ts, which the quick order follows too.
 */
export const COUNTER_MIN = 0;
export const COUNTER_MAX = QUANTITY_MAX_KG;

export interface CounterLimits {
  min?: number;
  /** The stock: a typed number goes to the last whole step within it. */
  max?: number;
  step?: number;
}

/** What the counter makes of a typed number, and what it did to it (for the field's note). */
export function fitCount(value: number, limits: CounterLimits = {}): QuantityFit {
  return fitQuantity(value, {
    stepKg: limits.step,
    stockKg: limits.max === undefined ? undefined : Math.max(limits.min ?? COUNTER_MIN, limits.max),
    maxKg: COUNTER_MAX,
  });
}

export function normaliseCount(value: number, limits: CounterLimits = {}): number {
  return Math.max(limits.min ?? COUNTER_MIN, fitCount(value, limits).kg);
}

/** One step up or down from `value`, within the limits. */
export function stepCount(value: number, direction: 1 | -1, limits: CounterLimits = {}): number {
  const step = limits.step && limits.step > 0 ? limits.step : 1;
  const max = Math.max(limits.min ?? COUNTER_MIN, limits.max ?? COUNTER_MAX);
  const next = value + direction * step;
  // Stepping up past the maximum stays at the last whole step below it.
  if (direction === 1 && next > max) return value;
  return normaliseCount(next, limits);
}
