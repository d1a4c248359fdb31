'use client';

import { useEffect, useEffectEvent } from 'react';

/** Marks the history entry an overlay pushed; its value tells one opening from another. */
const ENTRY_KEY = '__overlay';

/**
 * The `history.back()` of the last overlay closed by its own button, until its popstate came:
 * an overlay opened meanwhile pushes its entry after it, so that the popstate of the entry being
 * left is not taken for its own Back.
 */
let leaving: Promise<void> | null = null;

function leaveEntry(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      resolve();
    };
    // A browser that never answers the Back (none known) holds the next overlay no longer.
    const timer = setTimeout(done, 1000);
    window.addEventListener('popstate', done);
    window.history.back();
  });
}

const entryOf = (state: unknown): unknown =>
  state !== null && typeof state === 'object'
    ? (state as Record<string, unknown>)[ENTRY_KEY]
    : undefined;

/**
 * Back closes the overlay instead of leaving the page (issue #34: Back with the image viewer
 * open left the product). While mounted, the overlay owns one history entry at the same address:
 * pushed when it opens (the router's own state is kept in it, so Next's router sees its page),
 * Back pops it and `close` runs; closed any other way (its button, Escape), it pops the entry
 * itself, so the history holds no trace of it and the next Back leaves the page as expected.
 *
 * The shop's modals keep no entry (Back leaves their page, which closes them: lib/stores/
 * modals.ts removeModalsNotOn); an overlay that covers the whole screen, as the viewer does,
 * looks like a page to its user, and Back is how a phone's user leaves it.
 */
export function useBackCloses(close: () => void): void {
  const onBack = useEffectEvent(close);
  useEffect(() => {
    const token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    let cancelled = false;
    let pushed = false;
    const onPopState = (event: PopStateEvent) => {
      // Forward into this overlay's own entry (after a Back) is not a Back.
      if (entryOf(event.state) === token) return;
      onBack();
    };
    // After the effect's turn: React's development re-run of effects unmounts at once, and an
    // overlay closed by its button a moment ago may still be leaving its entry.
    void (leaving ?? Promise.resolve()).then(() => {
      if (cancelled) return;
      const state: unknown = window.history.state;
      const base = state !== null && typeof state === 'object' ? state : {};
      window.history.pushState({ ...base, [ENTRY_KEY]: token }, '');
      pushed = true;
      window.addEventListener('popstate', onPopState);
    });
    return () => {
      cancelled = true;
      if (!pushed) return;
      window.removeEventListener('popstate', onPopState);
      // Closed by its button or a key: its entry is still the current one, and goes.
      if (entryOf(window.history.state) === token) {
        const left = leaveEntry().finally(() => {
          if (leaving === left) leaving = null;
        });
        leaving = left;
      }
    };
  }, []);
}
