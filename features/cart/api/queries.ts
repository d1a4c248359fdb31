import { queryOptions } from '@tanstack/react-query';
import { loggedRead } from '@/lib/api/logged';
import { basketApi } from './client';

export const cartKeys = {
  all: ['cart'] as const,
  basket: () => [...cartKeys.all, 'basket'] as const,
  informer: () => [...cartKeys.all, 'informer'] as const,
};

export const basketOptions = () =>
  queryOptions({ queryKey: cartKeys.basket(), queryFn: () => basketApi.get() });

/** The header badge is an informer: a failure is only logged (accounts.md §8), the badge hides. */
export const informerOptions = () =>
  queryOptions({
    queryKey: cartKeys.informer(),
    queryFn: () =>
      loggedRead('basketInformer', () => basketApi.informer(), { count: 0, kg: 0, ids: [] }),
  });
