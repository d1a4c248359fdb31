'use client';

import { useEffect, useRef, useState } from 'react';
import { LogoMark } from '@/components/logo';
import { REDUCED_MOTION } from '@/components/media/constants';
import { COUNTER_MS, COVER_MS, FADE_MS, markPreloaderShown } from '../model/preloader';
import { homeTexts } from '../texts';
import styles from './preloader.module.scss';

type Phase = 'counting' | 'fading' | 'shrinking' | 'done';

/**
 * The home page's first-visit preloader (storefront.md §4): the logo fades in, a counter runs
 * from 0 to 100 in about 1.5 s, fades out, a white cover shrinks to 0% height over 1 s, then
 * the preloader is removed and the 'disable-preloader' flag set. The page is already rendered
 * beneath it; with reduced motion it steps aside at once.
 */
export function Preloader() {
  // The counter is written straight into its node: a React render per frame for 1.5 s is
  // main-thread work the page's own start-up needs.
  const counter = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>('counting');

  useEffect(() => {
    let frame = 0;
    const timers: number[] = [];
    if (window.matchMedia(REDUCED_MOTION).matches) {
      frame = requestAnimationFrame(() => {
        markPreloaderShown();
        setPhase('done');
      });
      return () => cancelAnimationFrame(frame);
    }
    const start = performance.now();
    const tick = (now: number) => {
      const value = Math.min(100, Math.round(((now - start) / COUNTER_MS) * 100));
      if (counter.current) counter.current.textContent = String(value);
      if (value < 100) {
        frame = requestAnimationFrame(tick);
        return;
      }
      setPhase('fading');
      timers.push(
        window.setTimeout(() => setPhase('shrinking'), FADE_MS),
        window.setTimeout(() => {
          markPreloaderShown();
          setPhase('done');
        }, FADE_MS + COVER_MS),
      );
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, []);

  if (phase === 'done') return null;
  return (
    <div className={styles.preloader} data-phase={phase} data-testid="preloader" aria-hidden="true">
      <div className={styles.cover} />
      <div className={styles.content}>
        <LogoMark className={styles.logo} />
        <span ref={counter} className={styles.counter}>
          0
        </span>
        <span className={styles.label}>{homeTexts.loading}</span>
      </div>
    </div>
  );
}
