'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * The query client for what is inside (lib/query-client.ts: one client per page in the
 * browser). It wraps only the parts that read data through TanStack Query — the pages that
 * need it, the header's badges of a logged-in buyer, each modal as it loads — so that a page
 * that needs none (the privacy policy, the press pages, a visitor's header) does not load the
 * library at all (issue #22).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A component inside its own QueryProvider: for lazily loaded islands and modals. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>) {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
