import { queryOptions } from '@tanstack/react-query';
import { basketApi } from './client';

export const cartKeys = {
  all: ['cart'] as const,
  basket: () => [...cartKeys.all, 'basket'] as const,
  informer: () => [...cartKeys.all, 'informer'] as const,
};

export const basketOptions = () =>
  queryOptions({ queryKey: cartKeys.basket(), queryFn: () => basketApi.get() });

export const informerOptions = () =>
  queryOptions({ queryKey: cartKeys.informer(), queryFn: () => basketApi.informer() });
