/**
 * Stock level of a warehouse (storefront.md §4, §9): empty at 0 or less, few below 25,
 * many above 100, normal between. One rule for the API and the storefront.
 */
export const STOCK_FEW_BELOW = 25;
export const STOCK_MANY_ABOVE = 100;

export type StockLevel = 'empty' | 'few' | 'normal' | 'many';

export const stockLevelText: Record<StockLevel, string> = {
  empty: 'нет',
  few: 'мало',
  normal: 'средне',
  many: 'много',
};

export function stockLevel(amount: number | null | undefined): StockLevel {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    return 'empty';
  }
  if (amount < STOCK_FEW_BELOW) return 'few';
  if (amount > STOCK_MANY_ABOVE) return 'many';
  return 'normal';
}
