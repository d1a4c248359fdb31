'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is within the observer's margin. With `once`, it stays true after the
 * first time (lazy loading); without, it follows the element in and out (video playback).
 * Browsers without IntersectionObserver count everything as in view.
 */
export function useInView(
  ref: RefObject<Element | null>,
  options: IntersectionObserverInit,
  { once = false, enabled = true }: { once?: boolean; enabled?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  const { rootMargin, threshold } = options;

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    if (typeof IntersectionObserver === 'undefined') {
      let live = true;
      void Promise.resolve().then(() => live && setInView(true));
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setInView(entry.isIntersecting);
        if (once && entry.isIntersecting) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, once, enabled]);

  return inView;
}
