/** Where requestIdleCallback is missing (Safari), "idle" is a moment after now. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `run` when the browser is next idle, so that deferred work never competes with the page's
 * own; answers a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
