'use client';

import { useEffect } from 'react';

/** storefront.md §9: scroll triggers are refreshed 500 ms after the page settles. */
const REFRESH_AFTER_MS = 500;

/**
 * Sections marked `data-reveal` rise into place as they scroll into view. gsap is loaded only
 * after the first paint and only when the visitor has not asked for reduced motion, so the
 * content is there and readable before (and without) any animation.
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(async () => {
      const [{ gsap }, { ScrollTrigger }] = await Promise.all([
        import('gsap'),
        import('gsap/ScrollTrigger'),
      ]);
      if (cancelled) return;
      gsap.registerPlugin(ScrollTrigger);
      const context = gsap.context(() => {
        const below = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
          (el) => el.getBoundingClientRect().top > window.innerHeight,
        );
        for (const el of below) {
          gsap.from(el.children, {
            y: 32,
            opacity: 0,
            duration: 0.7,
            ease: 'power2.out',
            scrollTrigger: { trigger: el, start: 'top 85%', once: true },
          });
        }
      });
      const timer = window.setTimeout(() => ScrollTrigger.refresh(), REFRESH_AFTER_MS);
      cleanup = () => {
        window.clearTimeout(timer);
        context.revert();
      };
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);
  return null;
}
