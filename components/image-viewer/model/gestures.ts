import { SWIPE_TOLERANCE_PX } from './constants';

export interface Point {
  x: number;
  y: number;
}

export type SwipeDecision = 'next' | 'previous' | null;

/**
 * A swipe changes image only when it travels over 50 px horizontally and more horizontally
 * than vertically (storefront.md §5, SF-5.05). A swipe to the left brings the next image; in
 * right-to-left mode the directions are swapped.
 */
export function decideSwipe(
  dx: number,
  dy: number,
  options: { rtl?: boolean; tolerance?: number } = {},
): SwipeDecision {
  const tolerance = options.tolerance ?? SWIPE_TOLERANCE_PX;
  if (!(Math.abs(dx) > tolerance) || !(Math.abs(dx) > Math.abs(dy))) return null;
  const towardsNext = dx < 0;
  return towardsNext !== Boolean(options.rtl) ? 'next' : 'previous';
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The zoom a pinch asks for: the zoom at its start times how far the fingers spread. */
export function pinchScale(startScale: number, startDistance: number, currentDistance: number) {
  if (!(startDistance > 0) || !(currentDistance > 0)) return startScale;
  return startScale * (currentDistance / startDistance);
}

/** Whether a press moved far enough to be a drag rather than a click. */
export function movedBeyond(dx: number, dy: number, slop: number): boolean {
  return Math.hypot(dx, dy) > slop;
}
