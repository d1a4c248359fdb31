'use client';

import { lazy, type ComponentType } from 'react';

/**
 * A component that reads through TanStack Query, as a React.lazy island: its code, the query
 * library and a QueryProvider around it (components/query-provider) load when it first renders.
 * For parts of every page that only a logged-in buyer needs (the header's counts), so that a
 * visitor's first load carries no query library (issue #22). Render it inside <Suspense> with
 * the fallback the page shows meanwhile.
 */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('@/components/query-provider')]).then(([component, query]) => ({
      default: query.withQueryProvider(component),
    })),
  );
}
