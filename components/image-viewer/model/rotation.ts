import { ROTATION_STEP_DEG } from './constants';

export type RotateDirection = 'left' | 'right';

/**
 * Rotation is kept unbounded (…, -90, 0, 90, 180, 270, 360, …) so that the CSS transition always
 * turns the short way, and reported as 0 to 359 (storefront.md §4, SF-4.09).
 */
export function rotate(degrees: number, direction: RotateDirection): number {
  return degrees + (direction === 'right' ? ROTATION_STEP_DEG : -ROTATION_STEP_DEG);
}

/** Any angle as 0 to 359 degrees. */
export function normaliseRotation(degrees: number): number {
  const rounded = Math.round(degrees);
  return ((rounded % 360) + 360) % 360;
}
