'use client';

import 'swiper/css';
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import type Swiper from 'swiper';
import { REDUCED_MOTION } from '@/components/media/constants';
import { whenIdle } from '@/lib/when-idle';
import { homeTexts } from '../texts';
import styles from './main-banner.module.scss';

type Load = () => Promise<Swiper | null>;

/**
 * The main banner's slides in Swiper's markup, rendered on the server: the first slide (the
 * page's LCP picture) paints before any script, and until Swiper runs the track scrolls and
 * snaps natively, so the page is complete without it.
 *
 * Swiper's core CSS (1.3 KB gzip) comes with the page, so the markup is laid out the same
 * before and after. Swiper's script (core, A11y, Keyboard, Autoplay) is enhancement: it is
 * imported when the browser is idle after the page has loaded, or at once on the first
 * interaction with the slider (pointer, focus, key), so the home page's first-load JavaScript
 * does not grow. A click on previous/next before it arrives waits for it. No autoplay under
 * prefers-reduced-motion.
 */
export function BannerSlider({ children }: { children: ReactNode }) {
  const slides = Children.toArray(children);
  const root = useRef<HTMLDivElement>(null);
  const load = useRef<Load>(async () => null);
  const [current, setCurrent] = useState(0);
  const many = slides.length > 1;

  useEffect(() => {
    const el = root.current;
    if (!el || !many) return;
    let cancelled = false;
    let instance: Swiper | null = null;
    let pending: Promise<Swiper | null> | null = null;

    load.current = () => {
      pending ??= import('../lib/banner-swiper').then(({ createBannerSwiper }) => {
        if (cancelled) return null;
        instance = createBannerSwiper(el, {
          autoplay: !window.matchMedia(REDUCED_MOTION).matches,
          onChange: setCurrent,
        });
        // Slides do not move on their own under a visitor who is already using them.
        if (el.contains(document.activeElement)) instance.autoplay?.stop();
        return instance;
      });
      return pending;
    };

    const enhance = () => void load.current();
    const stopAutoplay = () => instance?.autoplay?.stop();
    el.addEventListener('focusin', stopAutoplay);
    const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
    for (const type of events) el.addEventListener(type, enhance, { once: true, passive: true });
    // Idle after the page has loaded, so Swiper never competes with the page's own work.
    let cancelIdle: (() => void) | undefined;
    const enhanceWhenIdle = () => {
      cancelIdle = whenIdle(enhance);
    };
    if (document.readyState === 'complete') enhanceWhenIdle();
    else window.addEventListener('load', enhanceWhenIdle, { once: true });

    return () => {
      cancelled = true;
      window.removeEventListener('load', enhanceWhenIdle);
      cancelIdle?.();
      for (const type of events) el.removeEventListener(type, enhance);
      el.removeEventListener('focusin', stopAutoplay);
      instance?.destroy(true, false);
    };
  }, [many]);

  const go = async (move: (swiper: Swiper) => void) => {
    const swiper = await load.current();
    if (!swiper || swiper.destroyed) return;
    swiper.autoplay?.stop();
    move(swiper);
  };

  return (
    <div
      ref={root}
      className={`swiper ${styles.slider}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={homeTexts.slides}
    >
      {/* The APG carousel pattern: slides are groups, not list items (Swiper's A11y module
          gives them role="group", which a <ul> may not contain). */}
      <div className={`swiper-wrapper ${styles.track}`}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`swiper-slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={homeTexts.slide(i + 1, slides.length)}
          >
            {slide}
          </div>
        ))}
      </div>
      {many ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go((s) => s.slidePrev())}
            aria-label={homeTexts.previousSlide}
          >
            ←
          </button>
          <div className={styles.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={homeTexts.slide(i + 1, slides.length)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go((s) => s.slideTo(i))}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go((s) => s.slideNext())}
            aria-label={homeTexts.nextSlide}
          >
            →
          </button>
        </div>
      ) : null}
    </div>
  );
}
