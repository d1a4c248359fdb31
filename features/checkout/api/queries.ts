import { queryOptions } from '@tanstack/react-query';
import { orderApi, ordersApi } from './client';

export const checkoutKeys = {
  all: ['checkout'] as const,
  data: () => [...checkoutKeys.all, 'data'] as const,
  total: () => [...checkoutKeys.all, 'total'] as const,
  storeInfo: () => [...checkoutKeys.all, 'store-info'] as const,
  recentOrders: () => [...checkoutKeys.all, 'recent-orders'] as const,
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

/** The buyer's newest orders: the success page reads how the order it names is paid. */
export const recentOrdersOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.recentOrders(),
    queryFn: () => ordersApi.list({ perPage: 5 }),
  });
