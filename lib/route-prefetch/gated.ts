/**
 * The gate of ./gate.ts (at most 4 route preloads in parallel), installed on the first route
 * preload and not before: every preload the shop starts (components/link) waits for it, so none
 * passes ungated, and its code is in no page's first load (issue #22). Nothing else asks the
 * router to preload: next/link's own prefetching is off.
 */
let installed: Promise<void> | null = null;

export function whenPrefetchGated(): Promise<void> {
  installed ??= import('./gate').then(({ installPrefetchGate }) => {
    installPrefetchGate(window);
  });
  return installed;
}
