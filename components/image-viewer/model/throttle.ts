/**
 * Leading-edge throttle: the first call runs, calls within `waitMs` after it are dropped. Used
 * for wheel zoom (80 ms, storefront.md §9), where a trackpad fires dozens of events per notch.
 * The clock is a parameter so that tests can drive it.
 */
export function createThrottle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  now: () => number = () => performance.now(),
): (...args: Args) => boolean {
  let last = -Infinity;
  return (...args: Args) => {
    const time = now();
    if (time - last < waitMs) return false;
    last = time;
    fn(...args);
    return true;
  };
}
