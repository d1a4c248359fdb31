import { REDUCED_MOTION } from '@/components/media/constants';

/**
 * Scroll animation settings (storefront.md §9): scroll triggers are refreshed 500 ms after the
 * page settles, and the animations have variants for the mobile widths 520, 640 and 1100 px.
 */
export const SCROLL_REFRESH_AFTER_MS = 500;
export const ANIMATION_WIDTHS = [520, 640, 1100] as const;

/** gsap loads once the first animated block comes this close to the viewport. */
export const REVEAL_LOAD_MARGIN = '0px 0px 300px 0px';

export interface RevealVariant {
  /** How far (px) a block's parts rise into place. */
  rise: number;
  /** Delay between a block's parts, s: on one column they come one under the other anyway. */
  stagger: number;
  duration: number;
}

/**
 * The animation for the viewport width: shorter moves on narrow screens, where a block is
 * most of the screen and a long rise reads as a jump.
 */
export function revealVariant(width: number): RevealVariant {
  const [phone, small, tablet] = ANIMATION_WIDTHS;
  if (width <= phone) return { rise: 16, stagger: 0, duration: 0.5 };
  if (width <= small) return { rise: 24, stagger: 0.04, duration: 0.55 };
  if (width <= tablet) return { rise: 32, stagger: 0.06, duration: 0.6 };
  return { rise: 48, stagger: 0.08, duration: 0.7 };
}

/** The gsap.matchMedia conditions: one per width band, and reduced motion. */
export function motionConditions() {
  const [phone, small, tablet] = ANIMATION_WIDTHS;
  return {
    phone: `(max-width: ${phone}px)`,
    small: `(min-width: ${phone + 1}px) and (max-width: ${small}px)`,
    tablet: `(min-width: ${small + 1}px) and (max-width: ${tablet}px)`,
    desktop: `(min-width: ${tablet + 1}px)`,
    reduceMotion: REDUCED_MOTION,
  };
}

/** The width standing for a band, to pick its variant. */
export function bandWidth(conditions: Record<string, boolean>): number {
  const [phone, small, tablet] = ANIMATION_WIDTHS;
  if (conditions.phone) return phone;
  if (conditions.small) return small;
  if (conditions.tablet) return tablet;
  return tablet + 1;
}
