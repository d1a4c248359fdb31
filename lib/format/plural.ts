/**
 * Russian plural forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 11–14, 25…).
 * `pluralize(5, ['заказ', 'заказа', 'заказов'])` → 'заказов'.
 */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** '1 заказ', '2 заказа', '5 заказов'. */
export function pluralize(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}
