import {
  ZOOM_MAX_OF_NATURAL,
  ZOOM_MIN_OF_NATURAL,
  ZOOM_SNAP_TOLERANCE,
  ZOOM_STEP,
} from './constants';
import type { Point } from './gestures';

/**
 * Zoom is a factor on the fitted image: 1 is the image fitted into the screen, `natural` is the
 * factor at which it shows at its natural size (naturalWidth / fitted width, at least 1, since
 * the fitted image is never enlarged). The spec's bounds are 0.1 to 3 times the natural size
 * (storefront.md §5, SF-5.05); the fitted size always stays reachable, so the lower bound never
 * goes above 1 (an image 20 times wider than a phone screen must still be shown whole).
 */
export interface ZoomBounds {
  min: number;
  max: number;
}

const sane = (natural: number) => (Number.isFinite(natural) && natural > 0 ? natural : 1);

/** Rounds away floating-point dust (1 + 0.12 + 0.12 …) so that steps land where people expect. */
const tidy = (value: number) => Math.round(value * 10_000) / 10_000;

export function zoomBounds(natural: number): ZoomBounds {
  const n = sane(natural);
  return {
    min: Math.min(tidy(ZOOM_MIN_OF_NATURAL * n), 1),
    max: Math.max(ZOOM_MAX_OF_NATURAL * n, 1),
  };
}

/** The natural-size factor of an image shown `shownWidth` px wide, 1 when it is not measurable. */
export function naturalScaleOf(naturalWidth: number, shownWidth: number): number {
  if (!(naturalWidth > 0) || !(shownWidth > 0)) return 1;
  return Math.max(1, tidy(naturalWidth / shownWidth));
}

/** A zoom near the fitted size (1) or near the natural size snaps onto it. */
export function snapZoom(scale: number, natural: number): number {
  const n = sane(natural);
  if (Math.abs(scale - 1) < ZOOM_SNAP_TOLERANCE) return 1;
  if (Math.abs(scale - n) < ZOOM_SNAP_TOLERANCE) return n;
  return scale;
}

/** The zoom to apply when `target` is asked for: within the bounds, then snapped. */
export function settleZoom(target: number, natural: number): number {
  const { min, max } = zoomBounds(natural);
  const value = Number.isFinite(target) ? target : 1;
  return snapZoom(tidy(Math.min(max, Math.max(min, value))), natural);
}

/** One toolbar, key or wheel step: 0.12 in or out (storefront.md §9, SF-9.13). */
export function stepZoom(scale: number, direction: 'in' | 'out', natural: number): number {
  return settleZoom(scale + (direction === 'in' ? ZOOM_STEP : -ZOOM_STEP), natural);
}

export function canZoom(scale: number, direction: 'in' | 'out', natural: number): boolean {
  const { min, max } = zoomBounds(natural);
  return direction === 'in' ? scale < max : scale > min;
}

/**
 * Where the image's centre goes when the zoom changes from `from` to `to` around `focal`, all
 * relative to the stage's centre: the point under the focal stays under it. Rotation does not
 * matter, since the image turns about its own centre and scales evenly.
 */
export function zoomAround(position: Point, from: number, to: number, focal: Point): Point {
  if (!(from > 0)) return position;
  const k = to / from;
  return { x: focal.x - (focal.x - position.x) * k, y: focal.y - (focal.y - position.y) * k };
}
