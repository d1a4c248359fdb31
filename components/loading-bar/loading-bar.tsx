'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, type CSSProperties } from 'react';
import {
  finishNavigation,
  isClickIgnoredForProgress,
  resetNavigation,
  showLoadingBar,
  startNavigation,
  useLoadingBarStore,
} from '@/lib/stores/loading-bar';
import styles from './loading-bar.module.scss';

/** storefront.md §9: the bar appears only if a page change takes longer than the throttle. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** storefront.md §9: how long the bar takes to creep towards the end. */
export const LOADING_BAR_DURATION_MS = 2000;
/** A navigation that never changes the URL (cancelled, same page) stops the bar after this. */
const LOADING_BAR_GIVE_UP_MS = 10_000;
const FINISH_MS = 400;
const ERROR_MS = 1500;

/** Starts the bar for a click on a link to another page of this site, opened in this tab. */
function onDocumentClick(event: MouseEvent) {
  if (isClickIgnoredForProgress(event)) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  startNavigation();
}

export function LoadingBar() {
  const { phase, run, visible } = useLoadingBarStore();
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    // Bubble phase on window: after the link's own handlers have had their say.
    window.addEventListener('click', onDocumentClick);
    return () => window.removeEventListener('click', onDocumentClick);
  }, []);

  useEffect(() => {
    finishNavigation();
  }, [pathname, search]);

  useEffect(() => {
    if (phase === 'loading') {
      const show = setTimeout(showLoadingBar, LOADING_BAR_THROTTLE_MS);
      const giveUp = setTimeout(finishNavigation, LOADING_BAR_GIVE_UP_MS);
      return () => {
        clearTimeout(show);
        clearTimeout(giveUp);
      };
    }
    if (phase === 'done' && !visible) {
      resetNavigation();
      return;
    }
    if (phase === 'done' || phase === 'error') {
      const hide = setTimeout(resetNavigation, phase === 'done' ? FINISH_MS : ERROR_MS);
      return () => clearTimeout(hide);
    }
  }, [phase, run, visible]);

  return (
    <div
      key={run}
      className={styles.bar}
      data-phase={phase}
      data-visible={visible || undefined}
      style={{ '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties}
      aria-hidden="true"
    />
  );
}
