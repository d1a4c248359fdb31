import { formatNumber } from '@/lib/format/money';
import { catalogClientTexts } from '../client-texts';

/** Why a product cannot go to the cart from a card: none at the warehouse, or less than a step. */
export function cannotAddReason(maxKg: number, stepKg: number) {
  if (maxKg >= stepKg) return undefined;
  return maxKg > 0
    ? {
        short: catalogClientTexts.lessThanStepShort,
        full: catalogClientTexts.lessThanStepWhy(formatNumber(maxKg), formatNumber(stepKg)),
      }
    : { short: catalogClientTexts.noStockShort, full: catalogClientTexts.noStockWhy };
}
