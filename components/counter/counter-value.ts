/**
 * The counter's rules (storefront.md §5, §9): digits only, clamped between min (default 0) and
 * max (default 9999), changed by step; a quantity above zero but below one step is 0 (the cart
 * reads 0 as removal, §4).
 */
export const COUNTER_MIN = 0;
export const COUNTER_MAX = 9999;

export interface CounterLimits {
  min?: number;
  max?: number;
  step?: number;
}

/** Only the digits of what was typed ('1a2' → '12'). */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

export function normaliseCount(value: number, limits: CounterLimits = {}): number {
  const min = limits.min ?? COUNTER_MIN;
  const max = Math.max(min, limits.max ?? COUNTER_MAX);
  const step = limits.step && limits.step > 0 ? limits.step : 1;
  if (!Number.isFinite(value)) return min;
  let count = Math.min(max, Math.max(min, Math.floor(value)));
  if (count > 0 && count < step) count = 0;
  return Math.max(min, count);
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
