/**
 * When the browser itself counts a request as finished. A response body can be read to its
 * end a moment before the network stack reports the request complete (measured in Chromium:
 * up to a few milliseconds), so a slot freed at the body's end would let the next prefetch
 * start while the browser still counts the last one: 5 in flight by its own timeline. The
 * Resource Timing entry of a request is added once the browser has completed it, so a slot is
 * handed back only after that entry appears (or after `fallbackMs`, so that a request the
 * browser never reports cannot hold a slot for ever).
 */
export interface NetworkEnds {
  /** Call as the request starts; the returned function waits for its end. */
  track(url: string): () => Promise<void>;
}

/** No waiting: the body's end is the request's end (tests, browsers without the API). */
export const immediateEnds: NetworkEnds = { track: () => () => Promise.resolve() };

export const NETWORK_END_FALLBACK_MS = 1000;

export function resourceTimingEnds(
  Observer: typeof PerformanceObserver,
  fallbackMs = NETWORK_END_FALLBACK_MS,
): NetworkEnds {
  /** Entries reported per URL, and requests tracked per URL (the nth request waits for the nth). */
  const seen = new Map<string, number>();
  const tracked = new Map<string, number>();
  const waiting = new Map<string, Array<{ index: number; resolve: () => void }>>();

  new Observer((list) => {
    for (const entry of list.getEntries()) {
      const count = (seen.get(entry.name) ?? 0) + 1;
      seen.set(entry.name, count);
      const left: Array<{ index: number; resolve: () => void }> = [];
      for (const waiter of waiting.get(entry.name) ?? []) {
        if (waiter.index <= count) waiter.resolve();
        else left.push(waiter);
      }
      if (left.length > 0) waiting.set(entry.name, left);
      else waiting.delete(entry.name);
    }
  }).observe({ type: 'resource' });

  return {
    track(url) {
      const index = Math.max(tracked.get(url) ?? 0, seen.get(url) ?? 0) + 1;
      tracked.set(url, index);
      return () =>
        new Promise<void>((resolve) => {
          if ((seen.get(url) ?? 0) >= index) return resolve();
          const timer = setTimeout(resolve, fallbackMs);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          waiting.set(url, [...(waiting.get(url) ?? []), { index, resolve: done }]);
        });
    },
  };
}
