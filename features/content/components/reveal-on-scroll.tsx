'use client';

import { useEffect } from 'react';
import { REDUCED_MOTION } from '@/components/media/constants';
import {
  bandWidth,
  motionConditions,
  REVEAL_LOAD_MARGIN,
  revealVariant,
  SCROLL_REFRESH_AFTER_MS,
} from '../model/motion';

/**
 * Sections marked `data-reveal` rise into place as they scroll into view.
 *
 * gsap and ScrollTrigger are not in any page's first load: they are imported only when the
 * first animated block comes within 300 px of the viewport, and never under
 * prefers-reduced-motion. The content is in the HTML and readable before (and without) any
 * animation; blocks already on screen when gsap arrives are left alone. The variant follows the
 * width band (520 / 640 / 1100 px, gsap.matchMedia reverts and re-runs on a change), and
 * turning reduced motion on reverts every animation.
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
    if (blocks.length === 0 || typeof IntersectionObserver === 'undefined') return;

    let cancelled = false;
    let cleanup: (() => void) | undefined;

    const start = async () => {
      const [{ gsap }, { ScrollTrigger }] = await Promise.all([
        import('gsap'),
        import('gsap/ScrollTrigger'),
      ]);
      if (cancelled) return;
      gsap.registerPlugin(ScrollTrigger);
      const below = blocks.filter((el) => el.getBoundingClientRect().top > window.innerHeight);
      const media = gsap.matchMedia();
      media.add(motionConditions(), (context) => {
        const conditions = context.conditions ?? {};
        if (conditions.reduceMotion) return;
        const { rise, stagger, duration } = revealVariant(bandWidth(conditions));
        for (const el of below) {
          gsap.from(el.children, {
            y: rise,
            opacity: 0,
            duration,
            stagger,
            ease: 'power2.out',
            scrollTrigger: { trigger: el, start: 'top 85%', once: true },
          });
        }
      });
      const timer = window.setTimeout(() => ScrollTrigger.refresh(), SCROLL_REFRESH_AFTER_MS);
      cleanup = () => {
        window.clearTimeout(timer);
        media.revert();
      };
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: REVEAL_LOAD_MARGIN },
    );
    // Blocks on screen now are not animated; gsap is for the first block that comes up.
    for (const el of blocks) {
      if (el.getBoundingClientRect().top > window.innerHeight) observer.observe(el);
    }

    return () => {
      cancelled = true;
      observer.disconnect();
      cleanup?.();
    };
  }, []);
  return null;
}
