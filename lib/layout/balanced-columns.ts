import type { CSSProperties } from 'react';

/**
 * How many columns a card grid of `count` items uses at its widest, so that no row is left
 * with a lone card (issue 17): 9 cards in 3 columns rather than 4 + 4 + 1, 6 steps in 3 rather
 * than 5 + 1, 4 steps in 4 rather than 4 of 5. A count no column count from `max` down to
 * 60 % of it divides takes the one whose last row is fullest; the grid centres that row.
 * Fewer items than `max` take one column each, but never fewer than two, so that a single
 * card does not stretch across the page.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(Math.min(2, max), count);
  const least = Math.max(2, Math.ceil(max * 0.6));
  for (let cols = max; cols >= least; cols--) if (count % cols === 0) return cols;
  let best = max;
  let bestFill = 0;
  for (let cols = max; cols >= least; cols--) {
    const fill = (count % cols) / cols;
    if (fill > bestFill) {
      best = cols;
      bestFill = fill;
    }
  }
  return best;
}

/**
 * The style that hands the count to the `balanced-grid` mixin (styles/_mixins.scss): the
 * grid's breakpoints set how many columns fit, this caps them at the balanced count.
 */
export const balancedGridStyle = (count: number, max: number) =>
  ({ '--grid-fit': balancedColumns(count, max) }) as CSSProperties;
