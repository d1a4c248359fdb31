import type { ProductUnit } from '@/lib/catalog/units';
import { formatNumber } from '@/lib/format/money';
import { catalogClientTexts } from '../client-texts';

/**
 * Why a product cannot go to the cart from a card: none at the warehouse, or less than a step
 * (a packing for kg; 1 m or 1 piece for goods sold so, issue #35).
 */
export function cannotAddReason(maxKg: number, stepKg: number, unit: ProductUnit = 'kg') {
  if (maxKg >= stepKg) return undefined;
  return maxKg > 0
    ? {
        short:
          unit === 'kg'
            ? catalogClientTexts.lessThanStepShort
            : catalogClientTexts.lessThanUnitShort(formatNumber(stepKg), unit),
        full: catalogClientTexts.lessThanStepWhy(formatNumber(maxKg), formatNumber(stepKg), unit),
      }
    : { short: catalogClientTexts.noStockShort, full: catalogClientTexts.noStockWhy };
}
