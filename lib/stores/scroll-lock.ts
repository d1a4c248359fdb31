/**
 * Counted page scroll lock (storefront.md §4: "The lock is counted, so nested locks release
 * only at zero"). Modals, the mobile menu and the image viewer each take a lock; the page
 * scrolls again only when the last one lets go. Locking sets overflow hidden on <html> and pads
 * it by the scrollbar's width so the layout does not jump; fixed elements read the same width
 * from the --scrollbar-compensation custom property.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

interface ScrollLockState {
  count: number;
}

export const useScrollLockStore = create<ScrollLockState>(() => ({ count: 0 }));

const COMPENSATION_VAR = '--scrollbar-compensation';

function applyLock() {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const scrollbar = Math.max(0, window.innerWidth - html.clientWidth);
  html.style.overflow = 'hidden';
  if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  html.style.setProperty(COMPENSATION_VAR, `${scrollbar}px`);
  html.dataset.scrollLocked = 'true';
}

function releaseLock() {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.style.removeProperty('overflow');
  html.style.removeProperty('padding-right');
  html.style.removeProperty(COMPENSATION_VAR);
  delete html.dataset.scrollLocked;
}

export function lockScroll(): void {
  const { count } = useScrollLockStore.getState();
  if (count === 0) applyLock();
  useScrollLockStore.setState({ count: count + 1 });
}

export function unlockScroll(): void {
  const { count } = useScrollLockStore.getState();
  if (count === 0) return;
  if (count === 1) releaseLock();
  useScrollLockStore.setState({ count: count - 1 });
}

export const isScrollLocked = (): boolean => useScrollLockStore.getState().count > 0;

/** Holds one lock while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return unlockScroll;
  }, [active]);
}
