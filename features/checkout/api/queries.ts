import { queryOptions } from '@tanstack/react-query';
import { orderApi } from './client';

export const checkoutKeys = {
  all: ['checkout'] as const,
  data: () => [...checkoutKeys.all, 'data'] as const,
  total: () => [...checkoutKeys.all, 'total'] as const,
  storeInfo: () => [...checkoutKeys.all, 'store-info'] as const,
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
