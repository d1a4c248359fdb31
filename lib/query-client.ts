import { MutationCache, QueryClient } from '@tanstack/react-query';
// The errors module alone: the api index would bring every endpoint's zod schemas along.
import { isApiError, SERVER_ERROR_TEXT } from '@/lib/api/errors';
import { notify } from '@/lib/stores/notifications';

/**
 * The shop's query client. Retries are the API client's job (one, by the spec's rules), so the
 * query client adds none. A failed mutation shows the server's message as a notification
 * (docs/style.md §5) unless it says `meta: { silent: true }` (forms that show their errors in place).
 */
export function makeQueryClient(): QueryClient {
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

let browserClient: QueryClient | undefined;

/**
 * One client for the whole page in the browser, shared by every provider that mounts it (the
 * header's badges, a page, a modal: an add to the cart on the page refreshes the header's
 * count). On the server every render gets its own: nothing is shared between requests.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
