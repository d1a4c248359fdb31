import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { basketApi } from './client';
import { cartKeys } from './queries';

/**
 * The quick order's two calls (issue #21): the preview of pasted lines or a file, and adding the
 * previewed lines in one request. The panel shows what they say; adding makes the cart stale.
 */
export function useQuickOrderPreview(handlers: {
  onStart: () => unknown;
  onDone: (preview: QuickOrderPreview) => unknown;
  onFailed: (error: unknown) => unknown;
}) {
  return useMutation({
    mutationFn: (input: { text: string; file: File | null }) => basketApi.quickOrderPreview(input),
    meta: { silent: true },
    onMutate: handlers.onStart,
    onSuccess: handlers.onDone,
    onError: handlers.onFailed,
  });
}

export function useQuickOrderAdd(handlers: {
  onDone: () => unknown;
  onFailed: (error: unknown) => unknown;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The key is the click's (components/hooks/use-single-flight.ts, issue #34).
    mutationFn: ({ items, key }: { items: readonly string[]; key: string }) =>
      basketApi.quickOrderAdd(items, key),
    meta: { silent: true },
    onSuccess: async () => {
      await handlers.onDone();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: handlers.onFailed,
  });
}
