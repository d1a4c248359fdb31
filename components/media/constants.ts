/** storefront.md §9: images — the mobile picture up to 1100 px, the desktop one from 1101 px. */
export const MOBILE_MAX_WIDTH = 1100;
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** storefront.md §9 (SF-9.10): lazy media start loading 300 px ahead, once 10% would show. */
export const LAZY_MEDIA_OBSERVER: IntersectionObserverInit = {
  rootMargin: '300px',
  threshold: 0.1,
};

/** storefront.md §9 (SF-2.39): videos are observed with a 100 px margin … */
export const VIDEO_OBSERVER: IntersectionObserverInit = { rootMargin: '100px' };
/** … and start 100 ms after coming into view (a fast scroll past does not start them). */
export const VIDEO_START_DELAY_MS = 100;

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
