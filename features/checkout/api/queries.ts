import { queryOptions } from '@tanstack/react-query';
import type { PlacedOrderLookup } from '@/lib/api/endpoints/order';
import { orderApi } from './client';

export const checkoutKeys = {
  all: ['checkout'] as const,
  data: () => [...checkoutKeys.all, 'data'] as const,
  total: () => [...checkoutKeys.all, 'total'] as const,
  storeInfo: () => [...checkoutKeys.all, 'store-info'] as const,
  placed: (lookup: PlacedOrderLookup) => [...checkoutKeys.all, 'placed', lookup] as const,
};

export const dataForOrderOptions = () =>
  queryOptions({ queryKey: checkoutKeys.data(), queryFn: () => orderApi.dataForOrder() });
export const totalBasketOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.total(),
    queryFn: () => orderApi.totalBasket(),
    staleTime: 0,
  });
export const storeInfoOptions = () =>
  queryOptions({ queryKey: checkoutKeys.storeInfo(), queryFn: () => orderApi.storeInfo() });

/** How long a checkout reopened after its submit waits for that order: ~5 s (issue #34). */
export const PLACED_LOOKUP_TRIES = 6;
export const PLACED_LOOKUP_PAUSE_MS = 1000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * The buyer's own order by the checkout's key or by its number, else null (issue #34). With
 * `tries` above 1 a null is asked again, a second apart: a reload right after 'Подтвердить заказ'
 * cuts the answer, not the request, and its order may still be committing. `whenFound` runs
 * before a found order is answered (the checkout reads its cart again).
 */
export const placedOrderOptions = (
  lookup: PlacedOrderLookup,
  { tries = 1, whenFound }: { tries?: number; whenFound?: () => Promise<unknown> } = {},
) =>
  queryOptions({
    queryKey: checkoutKeys.placed(lookup),
    queryFn: async ({ signal }) => {
      for (let attempt = 1; ; attempt += 1) {
        const order = await orderApi.placedOrder(lookup, signal);
        if (order) await whenFound?.();
        if (order || attempt >= tries || signal.aborted) return order;
        await pause(PLACED_LOOKUP_PAUSE_MS, signal);
      }
    },
    // A placed order stays placed, and a key that placed nothing in ~5 s placed nothing.
    staleTime: Infinity,
  });
