/** The header badge: the number of positions, capped at '99+' (storefront.md §9). */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.trunc(count));
}
