'use client';

import { lazy, Suspense } from 'react';
import type { QuickSearchPanelProps } from './quick-search-panel';

const load = () => import('./quick-search-panel');
const loadProvider = () => import('@/components/query-provider');

const Panel = lazy(() =>
  Promise.all([load(), loadProvider()]).then(([panel, query]) => ({
    default: query.withQueryProvider(panel.QuickSearchPanel),
  })),
);

/**
 * The quick search panel, loaded on the field's first focus or hover: the header's first load
 * carries only the field; the panel, its queries and the search schemas come when wanted
 * (React.lazy rather than next/dynamic, whose loader is 2.3 KiB of every page's first load).
 */
export function LazyQuickSearchPanel(props: QuickSearchPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** Starts loading the panel ahead of the focus (pointer over the field). */
export function preloadQuickSearchPanel(): void {
  void load();
  void loadProvider();
}
