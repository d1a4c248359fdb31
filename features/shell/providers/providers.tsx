'use client';

// First: zod must not probe for eval under the pages' CSP (see the module).
import '@/lib/zod-jitless';
// Before links mount: at most 4 route preloads in parallel (see the module).
import '@/lib/route-prefetch/install';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
// The errors module alone: the api index would bring every endpoint's zod schemas to the browser.
import { isApiError, SERVER_ERROR_TEXT } from '@/lib/api/errors';
import { notify } from '@/lib/stores/notifications';

/**
 * Retries are the API client's job (one, by the spec's rules), so the query client adds none.
 * A failed mutation shows the server's message as a notification (STYLE.md §5) unless it
 * says `meta: { silent: true }` (forms that show their errors in place).
 */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        notify({ type: 'error', title: isApiError(error) ? error.message : SERVER_ERROR_TEXT });
      },
    }),
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
