/**
 * A figure on a content page, grouped the Russian way ('4 200 тонн', '12 000 м²'), except a
 * year: '2008 год основания', never '2 008' (issue 17). A figure is a year when its unit is
 * 'год'/'года'/'году' and it has four digits.
 */
export function formatFigure(value: number, unit = ''): string {
  const isYear =
    /^год/i.test(unit.trim()) && Number.isInteger(value) && value >= 1000 && value <= 9999;
  return isYear ? String(value) : value.toLocaleString('ru-RU');
}
