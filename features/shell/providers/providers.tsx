'use client';

// First: zod must not probe for eval under the pages' CSP (see the module).
import '@/lib/zod-jitless';
import type { ReactNode } from 'react';

/**
 * What every page installs before anything renders. The query client is not here: the parts
 * that read through TanStack Query mount their own QueryProvider (components/query-provider),
 * all sharing one client, so that pages that need none load no query library (issue #22).
 */
export function Providers({ children }: { children: ReactNode }) {
  return children;
}
