/**
 * How a typed or pasted quantity becomes what goes into the cart: one rule for the counter (the
 * product page and the cart, storefront.md §4, §5, §9) and the quick order (issue #21), on the
 * client and on the server (issue #34; docs/architecture.md "Cart → order").
 *
 * DOWN to a whole packing step, capped at the last whole step within the stock at the buyer's
 * warehouse (and the counter's 9999 kg). Down, because the spec's own rule goes down (a quantity
 * below one step is 0, a removal) and because the shop then never puts in the cart, never
 * charges, more than the buyer asked for. Every caller says what happened to the number (the
 * `change`), so nothing moves silently.
 *
 * Work is in grams, so that steps such as 0.5 kg do not drift (0.1 + 0.2).
 *
 * Issue #35: a product sold by the metre or the piece goes through the same rule in its own unit
 * (the names below say kg, from before): its step is 1 and a quantity is a whole number of its
 * `grain` (a thousandth of a metre, one piece), lib/catalog/units.ts `quantityRule`. For kg the
 * grain is the step, and the rule is exactly what it was.
 */

/** The most kilograms one line may hold (the counter's maximum, storefront.md §9). */
export const QUANTITY_MAX_KG = 9999;

const toGrams = (kg: number) => Math.round(kg * 1000);

/**
 * What the rule did to a quantity:
 * - `none`: it stays;
 * - `step`: rounded down to a whole packing step;
 * - `stock`: more than the stock, so the last whole step within it (0 when the stock holds
 *   less than one step);
 * - `limit`: more than 9999 kg, so the last whole step within that;
 * - `below-step`: above 0 but below one step, so 0 (in the cart: the line goes).
 */
export type QuantityChange = 'none' | 'step' | 'stock' | 'limit' | 'below-step';

export interface QuantityFit {
  /** What was asked for, in kg. */
  requested: number;
  /** What goes into the cart, in kg: a whole number of steps. */
  kg: number;
  change: QuantityChange;
  stepKg: number;
  /** What the quantity is a whole number of (the step, unless the caller said otherwise). */
  grain?: number;
  /** The stock the quantity was capped at, when there is one. */
  stockKg?: number;
}

export interface PackingLimits {
  /** The packing step; 0 or missing counts as 1 kg. */
  stepKg?: number;
  /**
   * What a quantity must be a whole number of, when that is not the step (issue #35: metres are
   * cut to a thousandth, pieces are whole); below one step a quantity is still 0.
   */
  grain?: number;
  /** The stock at the buyer's warehouse (what is still free of it, for the quick order). */
  stockKg?: number;
  /** The most a line may hold; the counter's 9999 kg unless said otherwise. */
  maxKg?: number;
}

/** The last whole number of `stepKg` steps within `kg` (0 when it is less than one step). */
export function wholeSteps(kg: number, stepKg: number): number {
  const step = toGrams(stepKg > 0 ? stepKg : 1);
  const grams = Math.max(0, toGrams(kg));
  return (Math.floor(grams / step) * step) / 1000;
}

/**
 * The quantity the cart takes for `requestedKg` (a non-negative number; anything else counts as
 * 0), and what the rule did to it.
 */
export function fitQuantity(requestedKg: number, limits: PackingLimits = {}): QuantityFit {
  const stepKg = limits.stepKg && limits.stepKg > 0 ? limits.stepKg : 1;
  const grain = limits.grain && limits.grain > 0 ? limits.grain : stepKg;
  const requested = Number.isFinite(requestedKg) && requestedKg > 0 ? requestedKg : 0;
  const base = { requested, stepKg, grain, stockKg: limits.stockKg };
  const grams = toGrams(requested);
  const stock = limits.stockKg === undefined ? Infinity : Math.max(0, toGrams(limits.stockKg));
  const max = toGrams(limits.maxKg ?? QUANTITY_MAX_KG);
  // A whole number of grains, and 0 when that is less than one step (for kg, the grain is the
  // step: a whole number of steps).
  const whole = (kg: number) => {
    const kept = wholeSteps(kg, grain);
    return toGrams(kept) < toGrams(stepKg) ? 0 : kept;
  };
  // More than there is: the last whole step within the stock, or within 9999 kg.
  if (grams > Math.min(stock, max)) {
    const capKg = stock <= max ? limits.stockKg! : max / 1000;
    return { ...base, kg: whole(capKg), change: stock <= max ? 'stock' : 'limit' };
  }
  const kg = whole(requested);
  if (grams > 0 && kg === 0) return { ...base, kg: 0, change: 'below-step' };
  return { ...base, kg, change: toGrams(kg) === grams ? 'none' : 'step' };
}

/**
 * What the counter keeps of a typed text (storefront.md §5: digits only): the text itself when
 * it is all digits; else the digits up to the first character that is not one, and `refused`,
 * so that '7,5' stays '7' with a word to the buyer instead of becoming '75'.
 */
export function wholeKgText(text: string): { text: string; refused: boolean } {
  const match = /^\d*/.exec(text)![0];
  return { text: match, refused: match.length !== text.length };
}
