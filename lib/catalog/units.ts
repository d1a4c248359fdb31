/**
 * The unit a product is sold in (issue #35): fabric by the kilogram, and what 1C's catalogue
 * says is sold by the metre or by the piece (`products.unit`, set from `БазоваяЕдиница` by the
 * exchange). Quantities are in that unit (kept in thousandths, as grams are for kg) and prices are
 * per that unit. Every word a screen, a mail, a file or an invoice prints for a unit comes from
 * here, so that a product in metres never reads 'кг' anywhere; for kg the words are the shop's
 * words from before the units, byte for byte.
 */

/** The units of `products.unit` (server/db/schema.ts `productUnits`, which lib/ cannot import). */
export const productUnits = ['kg', 'm', 'pcs'] as const;
export type ProductUnit = (typeof productUnits)[number];

export interface UnitWords {
  /** What follows a number: 'кг', 'м', 'шт'. */
  short: string;
  /** The full name, as an invoice or 1C names the unit: 'Килограмм'. */
  full: string;
  /** The unit's code in ОКЕИ (ОК 015-94), as 1C's `БазоваяЕдиница Код` carries it. */
  okei: string;
  /** The international abbreviation (`МеждународноеСокращение`). */
  international: string;
  /** The counter's note when a keystroke other than a digit is refused. */
  wholeOnly: string;
}

export const unitWords: Readonly<Record<ProductUnit, UnitWords>> = {
  kg: {
    short: 'кг',
    full: 'Килограмм',
    okei: '166',
    international: 'KGM',
    wholeOnly: 'Только целые килограммы',
  },
  m: {
    short: 'м',
    full: 'Метр',
    okei: '006',
    international: 'MTR',
    wholeOnly: 'Только целые метры',
  },
  pcs: {
    short: 'шт',
    full: 'Штука',
    okei: '796',
    international: 'PCE',
    wholeOnly: 'Только целые штуки',
  },
};

/** A unit as an answer may carry it: anything unknown, or none (an older API), is kg. */
export const unitOf = (unit: string | null | undefined): ProductUnit =>
  unit === 'm' || unit === 'pcs' ? unit : 'kg';

/** 'кг', 'м', 'шт'. */
export const unitShort = (unit?: ProductUnit | null) => unitWords[unitOf(unit)].short;

/** '₽/кг', '₽/м', '₽/шт': a price's unit, as the filter's legend and a table's header write it. */
export const unitPriceSuffix = (unit?: ProductUnit | null) => `₽/${unitShort(unit)}`;

/**
 * 'от 35 ₽/м': `money` is formatMoney(price), which ends with ₽. The spec's 'от {price} ₽\кг'
 * is how its source wrote a slash; the catalogue, search, favourites and the cart write '/'.
 */
export const priceFrom = (money: string, unit?: ProductUnit | null) =>
  `от ${money}/${unitShort(unit)}`;

/** The product page's counter: 'Количество, кг' (storefront.md §5), 'Количество, м'. */
export const counterLabel = (unit?: ProductUnit | null) => `Количество, ${unitShort(unit)}`;

/** 'Килограмм', 'Метр', 'Штука'. */
export const unitFullName = (unit?: ProductUnit | null) => unitWords[unitOf(unit)].full;

/** '166', '006', '796'. */
export const unitOkei = (unit?: ProductUnit | null) => unitWords[unitOf(unit)].okei;

/**
 * '2,5 м', '40 кг', '3 шт': up to three decimals, ru-RU, then the unit. `space` is what stands
 * between them: a plain space where the shop wrote one, a no-break space where it kept the
 * number with its unit.
 */
export function quantityText(
  value: string,
  unit?: ProductUnit | null,
  space: ' ' | '\u00a0' = ' ',
): string {
  return `${value}${space}${unitShort(unit)}`;
}

/**
 * What a quantity of a product may be (issue #35), for the counter, the cart, the quick order,
 * repeating an order and a restock notice alike:
 * - kg: the packing step (`packing_limits` by `products.packing`, storefront.md §3, §9) is the
 *   counter's step, the minimum and what a quantity is a whole number of, as before;
 * - m: step and minimum 1 m; a length is cut to any thousandth (the precision quantities are
 *   kept in), so 2,5 m is a quantity (the counter, digits only by storefront.md §5, gives whole
 *   metres; the API and the quick order take fractions);
 * - pcs: step and minimum 1, whole pieces only.
 * A product in metres or pieces is not sold by the packing: 1C names no packing for it (the
 * exchange writes 'roll', whose 20 kg step means nothing in metres), and the `default` row of
 * packing_limits is 'упаковка' of 1 kg, a kilogram fallback for a packing without a row. So its
 * step is decided here, by the unit, and never read from packing_limits.
 */
export interface QuantityRule {
  /** The counter's '+' and '−', and the least a cart line may hold. */
  step: number;
  /** What a quantity must be a whole number of. */
  grain: number;
}

/** `packingStep`: the packing's step in kg (0 or less counts as 1), used only for kg. */
export function quantityRule(
  unit: ProductUnit | null | undefined,
  packingStep: number,
): QuantityRule {
  switch (unitOf(unit)) {
    case 'm':
      return { step: 1, grain: 0.001 };
    case 'pcs':
      return { step: 1, grain: 1 };
    case 'kg': {
      const step = packingStep > 0 ? packingStep : 1;
      return { step, grain: step };
    }
  }
}

/**
 * Totals of lines in several units, each unit once, kg first: '40 кг', '40 кг, 2,5 м'. `format`
 * writes a number (formatNumber(value, 3) where the caller shows quantities). No lines: '0 кг'.
 */
export function quantityTotals(
  lines: readonly { quantity: number; unit?: ProductUnit | null }[],
  format: (value: number) => string,
): string {
  const thousandths = new Map<ProductUnit, number>();
  for (const line of lines) {
    const unit = unitOf(line.unit);
    thousandths.set(unit, (thousandths.get(unit) ?? 0) + Math.round(line.quantity * 1000));
  }
  const parts = productUnits
    .filter((unit) => thousandths.has(unit))
    .map((unit) => quantityText(format(thousandths.get(unit)! / 1000), unit));
  return parts.length > 0 ? parts.join(', ') : quantityText(format(0), 'kg');
}
