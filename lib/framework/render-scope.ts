import 'server-only';
import { cache } from 'react';
import { processSlot } from './process-slot.mjs';

/**
 * A value of its own for each render, reachable from every bundle (docs/upgrading.md "Render
 * scope"). React's `cache` gives one value per server request to the server components' React;
 * the function it makes is kept in a process slot, so that code bundled elsewhere
 * (instrumentation's in-process API transport) reads the same render's value without importing
 * React. `open()` is called inside a render (a page, its metadata) and creates the value;
 * `read()` answers it, or undefined before any render of this process has opened one.
 */
export function renderScoped<T>(name: string, create: () => T) {
  const slot = processSlot<() => T>(`renderScope.${name}`);
  return {
    open(): T {
      return slot.getOrCreate(() => cache(create))();
    },
    read(): T | undefined {
      return slot.get()?.();
    },
  };
}
