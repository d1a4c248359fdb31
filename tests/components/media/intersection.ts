import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver for jsdom: tests move elements in and out of view and
 * read the options each observer was made with.
 */
export interface FakeObserver {
  options: IntersectionObserverInit;
  targets: Set<Element>;
}

export function installIntersectionObserver() {
  const observers: FakeObserver[] = [];
  const callbacks = new Map<FakeObserver, IntersectionObserverCallback>();

  class FakeIntersectionObserver {
    private readonly state: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.state = { options, targets: new Set() };
      observers.push(this.state);
      callbacks.set(this.state, callback);
    }
    observe(el: Element) {
      this.state.targets.add(el);
    }
    unobserve(el: Element) {
      this.state.targets.delete(el);
    }
    disconnect() {
      this.state.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    observers,
    /** Reports `el` as in or out of view to every observer watching it with `rootMargin`. */
    set(el: Element, isIntersecting: boolean, rootMargin?: string) {
      for (const observer of observers) {
        if (!observer.targets.has(el)) continue;
        if (rootMargin !== undefined && observer.options.rootMargin !== rootMargin) continue;
        const entry = { target: el, isIntersecting } as unknown as IntersectionObserverEntry;
        callbacks.get(observer)!([entry], observer as unknown as IntersectionObserver);
      }
    },
  };
}

/** window.matchMedia answering `reduce` for prefers-reduced-motion as asked. */
export function stubMatchMedia({ reducedMotion = false } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
