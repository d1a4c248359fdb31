import { formatNumber } from '@/lib/format/money';
import { catalogTexts } from '../texts';

/** Why a product cannot go to the cart from a card: none at the warehouse, or less than a step. */
export function cannotAddReason(maxKg: number, stepKg: number) {
  if (maxKg >= stepKg) return undefined;
  return maxKg > 0
    ? {
        short: catalogTexts.lessThanStepShort,
        full: catalogTexts.lessThanStepWhy(formatNumber(maxKg), formatNumber(stepKg)),
      }
    : { short: catalogTexts.noStockShort, full: catalogTexts.noStockWhy };
}
