import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OrdersFilter } from '@/lib/api/endpoints/orders';

/** Query keys of the personal account; mutations invalidate through them (STYLE.md §4). */
export const accountKeys = {
  all: ['account'] as const,
  userData: () => [...accountKeys.all, 'user-data'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  organization: () => [...accountKeys.all, 'organization'] as const,
  recipients: () => [...accountKeys.all, 'recipients'] as const,
  orders: (filter: OrdersFilter) => [...accountKeys.all, 'orders', filter] as const,
  ordersAll: () => [...accountKeys.all, 'orders'] as const,
};

export const userDataOptions = () =>
  queryOptions({ queryKey: accountKeys.userData(), queryFn: () => api.account.userData() });

export const profileOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: () => api.account.profileSettings() });

export const organizationOptions = () =>
  queryOptions({ queryKey: accountKeys.organization(), queryFn: () => api.organization.data() });

export const recipientsOptions = () =>
  queryOptions({ queryKey: accountKeys.recipients(), queryFn: () => api.recipients.list() });

export const ordersOptions = (filter: OrdersFilter) =>
  queryOptions({ queryKey: accountKeys.orders(filter), queryFn: () => api.orders.list(filter) });
