import type { CounterNotes } from '@/components/counter';
import { fitQuantity, QUANTITY_MAX_KG, type QuantityFit } from '@/lib/catalog/packing';
import type { ProductUnit } from '@/lib/catalog/units';
import { formatNumber } from '@/lib/format/money';
import { cartTexts } from '../texts';

/** Cart update debounce (storefront.md §4, §9). */
export const CART_DEBOUNCE_MS = 500;

/**
 * What the cart sends for a quantity (storefront.md §4, §9): down to a whole packing step,
 * capped at the last whole step within the stock at the buyer's warehouse (and 9999 kg); below
 * the step means 0, a removal (§4 "A quantity below the minimum step is sent as 0"). The rule
 * of lib/catalog/packing.ts, the quick order's too (issue #34).
 */
export function normalizeQuantity(value: number, step: number, max?: number): number {
  return fitQuantity(value, { stepKg: step, stockKg: max }).kg;
}

const kg = (value: number) => formatNumber(value, 3);

/**
 * What the counter says of a typed number it moves (issue #34): 'Кратно 10 кг — будет 30 кг',
 * 'На складе 240 кг — будет 240 кг'; in the cart, 0 is a removal and is said so. A product in
 * metres or pieces is said in its unit (issue #35): 'На складе 12 м — будет 12 м'.
 */
export function quantityNote(
  fit: QuantityFit,
  inCart: boolean,
  unit: ProductUnit = 'kg',
): string | null {
  const t = cartTexts.quantityNote;
  let reason: string;
  switch (fit.change) {
    case 'none':
      return null;
    case 'step':
      reason = t.step(kg(fit.grain ?? fit.stepKg), unit);
      break;
    case 'stock':
      reason = t.stock(kg(fit.stockKg ?? fit.kg), unit);
      break;
    case 'limit':
      reason = t.limit(kg(QUANTITY_MAX_KG), unit);
      break;
    case 'below-step':
      reason = t.belowStep(kg(fit.stepKg), unit);
      break;
  }
  return inCart && fit.kg === 0 ? t.leaves(reason) : t.becomes(reason, kg(fit.kg), unit);
}

/** The counter's notes for a product that is (or is not yet) in the cart, in its unit. */
export const counterNotes = (inCart: boolean, unit: ProductUnit = 'kg'): CounterNotes => ({
  refused: unit === 'kg' ? cartTexts.quantityNote.refused : cartTexts.quantityNote.refusedIn(unit),
  moved: (fit) => quantityNote(fit, inCart, unit),
});
