'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  LAZY_MEDIA_OBSERVER,
  REDUCED_MOTION,
  VIDEO_OBSERVER,
  VIDEO_START_DELAY_MS,
} from './constants';
import { logMediaError } from './log-media-error';
import { useInView } from './use-in-view';
import styles from './lazy-video.module.scss';

/**
 * A muted, looping background video over its poster (any node, usually a picture).
 *
 * - Its file is fetched only when it comes near the viewport (300 px, 10% — SF-9.10).
 * - It plays only while in view: observed with a 100 px margin, started 100 ms after coming
 *   into view and paused as soon as it leaves (SF-2.39).
 * - Under prefers-reduced-motion it never starts by itself; it shows the browser's controls so
 *   the visitor can still play it. Once they do, it keeps the in-view rule.
 * - A failed load is only logged; the poster stays (SF-8.09).
 */
export function LazyVideo({
  src,
  type,
  label,
  poster,
  posterSrc,
  className,
}: {
  src: string;
  type: string;
  /** What the video shows, for screen readers. */
  label: string;
  poster?: ReactNode;
  /**
   * The poster as one file, for the video element itself: with its controls showing (reduced
   * motion) the element covers the poster node, so it needs its own picture.
   */
  posterSrc?: string;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const near = useInView(video, LAZY_MEDIA_OBSERVER, { once: true });
  const inView = useInView(video, VIDEO_OBSERVER);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [userStarted, setUserStarted] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const mayPlay = near && inView && (!reducedMotion || userStarted);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (!mayPlay) {
      if (!el.paused) el.pause();
      return;
    }
    const timer = window.setTimeout(() => {
      // play() rejects when the browser refuses or the file fails; the error event logs it.
      el.play()?.catch(() => {});
    }, VIDEO_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mayPlay]);

  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {poster}
      <video
        ref={video}
        className={styles.video}
        data-playing={playing ? '' : undefined}
        muted
        loop
        playsInline
        preload="none"
        controls={reducedMotion}
        poster={reducedMotion ? posterSrc : undefined}
        aria-label={label}
        onPlay={() => {
          setPlaying(true);
          // Under reduced motion only the visitor starts it (the controls' play button).
          if (reducedMotion) setUserStarted(true);
        }}
        onPause={() => {
          setPlaying(false);
          // Paused by the visitor while in view (not by scrolling away): do not restart it.
          if (reducedMotion && inView) setUserStarted(false);
        }}
        onError={() => logMediaError('video', src)}
      >
        {near ? <source src={src} type={type} onError={() => logMediaError('video', src)} /> : null}
      </video>
    </div>
  );
}
