/**
 * Limits the router's prefetches (./gate.ts) before the app hydrates: links start prefetching
 * from their first effects, so this runs when the browser loads the providers' module, like
 * lib/zod-jitless.ts. Imported for its effect only.
 */
import { installPrefetchGate } from './gate';

if (typeof window !== 'undefined') installPrefetchGate(window);

export {};
