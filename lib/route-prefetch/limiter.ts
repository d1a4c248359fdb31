/**
 * A counting semaphore: at most `limit` holders at a time, the rest wait in arrival order.
 * `acquire()` resolves with the holder's release function; releasing twice frees one slot only,
 * so a holder may call it from every path that ends its work.
 */
export interface Limiter {
  acquire(): Promise<() => void>;
  /** Holders right now (never above the limit). */
  readonly active: number;
  /** Callers waiting for a slot. */
  readonly waiting: number;
}

export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be ≥ 1: ${limit}`);
  let active = 0;
  const queue: Array<() => void> = [];

  const acquire = () =>
    new Promise<() => void>((resolve) => {
      const grant = () => {
        active += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          active -= 1;
          // The slot passes straight to the next in line, so `active` never overshoots.
          queue.shift()?.();
        });
      };
      if (active < limit) grant();
      else queue.push(grant);
    });

  return {
    acquire,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
