'use client';

import dynamic from 'next/dynamic';

const load = () => import('./quick-search-panel');
const loadProvider = () => import('@/components/query-provider');

/**
 * The quick search panel, loaded on the field's first focus or hover: the header's first load
 * carries only the field; the panel, its queries and the search schemas come when wanted.
 */
export const LazyQuickSearchPanel = dynamic(
  () =>
    Promise.all([load(), loadProvider()]).then(([panel, query]) =>
      query.withQueryProvider(panel.QuickSearchPanel),
    ),
  {
    ssr: false,
    loading: () => null,
  },
);

/** Starts loading the panel ahead of the focus (pointer over the field). */
export function preloadQuickSearchPanel(): void {
  void load();
  void loadProvider();
}
