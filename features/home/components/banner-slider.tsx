'use client';

import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { homeTexts } from '../texts';
import styles from './main-banner.module.scss';

/**
 * The main banner's slides in a scroll-snapping track (swipe and keyboard scrolling work
 * natively), with previous/next buttons and one dot per slide. No slider library: the first
 * slide is plain server-rendered HTML and paints before any script runs.
 */
export function BannerSlider({ children }: { children: ReactNode }) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const target = (index + slides.length) % slides.length;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: target * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(target);
  };

  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={homeTexts.slides}
    >
      <ul ref={track} className={styles.track}>
        {slides.map((slide, i) => (
          <li
            key={i}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={homeTexts.slide(i + 1, slides.length)}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
          >
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(current - 1)}
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
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(current + 1)}
            aria-label={homeTexts.nextSlide}
          >
            →
          </button>
        </div>
      ) : null}
    </div>
  );
}
