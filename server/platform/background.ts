/**
 * Work that must not hold up the answer it follows (issue #33): what a call does only for some
 * inputs — the recovery mail for an address that has an account — runs here after the answer, so
 * the answer's timing cannot tell which inputs those were. A failure is logged, never thrown: the
 * caller has already answered. In process; a task is lost if the process dies before it runs
 * (a recovery mail can be asked for again).
 */
import 'server-only';
import type { Logger } from './logger';

export interface BackgroundTasks {
  /** Starts `task` once the current turn of the event loop has finished (the answer is built). */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has ended (tests; a graceful stop). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error('background task failed', { task: name, error }),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      // A task may start another; wait until none is left.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
