/**
 * storefront.md §8 (SF-8.09): a failed media load is only logged — no notification, no
 * retry, the layout keeps its box.
 */
export function logMediaError(kind: 'image' | 'video', src: string | undefined) {
  console.warn(`[media] ${kind} failed to load`, src ?? '(no source)');
}
