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

/**
 * Runs `run` when the browser is next idle after the page's `load` event: work that must never
 * compete with the first paint (issue #22). Answers a function that cancels it.
 */
export function afterLoadWhenIdle(run: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(run);
  let cancel = () => {};
  const onLoad = () => {
    cancel = whenIdle(run);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancel();
  };
}
