// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, unlockScroll, useScrollLockStore } from '@/lib/stores/scroll-lock';

const html = () => document.documentElement;

afterEach(() => {
  while (useScrollLockStore.getState().count > 0) unlockScroll();
});

describe('counted scroll lock (storefront.md §4)', () => {
  it('stops the page from scrolling while locked', () => {
    lockScroll();
    expect(html().style.overflow).toBe('hidden');
    unlockScroll();
    expect(html().style.overflow).toBe('');
  });

  it('keeps the page locked until the last of nested locks is released', () => {
    lockScroll(); // a modal
    lockScroll(); // the image viewer above it
    unlockScroll();
    expect(html().style.overflow).toBe('hidden');
    unlockScroll();
    expect(html().style.overflow).toBe('');
  });

  it('ignores a release with nothing locked, so a later lock still holds', () => {
    unlockScroll();
    lockScroll();
    expect(html().style.overflow).toBe('hidden');
    expect(useScrollLockStore.getState().count).toBe(1);
  });
});
