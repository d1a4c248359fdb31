/**
 * The image viewer's numbers (storefront.md §9, SF-9.13): zoom step 0.12, zoom between 0.1 and
 * 3 times natural size, swipe tolerance 50 px, wheel throttle 80 ms, rotation step 90°.
 */
export const ZOOM_STEP = 0.12;
export const ZOOM_MIN_OF_NATURAL = 0.1;
export const ZOOM_MAX_OF_NATURAL = 3;
/** A zoom this close to the fitted size (1) or to the natural size snaps onto it. */
export const ZOOM_SNAP_TOLERANCE = 0.05;
export const SWIPE_TOLERANCE_PX = 50;
export const WHEEL_THROTTLE_MS = 80;
export const ROTATION_STEP_DEG = 90;
/** Pointer travel under which a press still counts as a click (not a drag). */
export const CLICK_SLOP_PX = 6;
