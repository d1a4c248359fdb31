import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { OrdersList } from '@/lib/api/contract/orders';
import type { OrdersFilter } from '@/lib/api/endpoints/orders';
import { loggedRead } from '@/lib/api/logged';

/** Query keys of the personal account; mutations invalidate through them (docs/style.md §4). */
export const accountKeys = {
  all: ['account'] as const,
  userData: () => [...accountKeys.all, 'user-data'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  organization: () => [...accountKeys.all, 'organization'] as const,
  recipients: () => [...accountKeys.all, 'recipients'] as const,
  orders: (filter: OrdersFilter) => [...accountKeys.all, 'orders', filter] as const,
  ordersAll: () => [...accountKeys.all, 'orders'] as const,
  bank: (bik: string) => [...accountKeys.all, 'bik', bik] as const,
};

export const userDataOptions = () =>
  queryOptions({ queryKey: accountKeys.userData(), queryFn: () => api.account.userData() });

export const profileOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: () => api.account.profileSettings() });

export const organizationOptions = () =>
  queryOptions({ queryKey: accountKeys.organization(), queryFn: () => api.organization.data() });

// Profile settings, company data and the manager's data are rethrown: their pages show the
// server's message with a retry. The two lists below are only logged and fall back to their
// empty state (accounts.md §8; lib/api/logged.ts).

export const recipientsOptions = () =>
  queryOptions({
    queryKey: accountKeys.recipients(),
    queryFn: () => loggedRead('listOfGoodsRecipients', () => api.recipients.list(), []),
  });

export const noOrders = (filter: OrdersFilter): OrdersList => ({
  orders: [],
  pagination: { page: 1, perPage: filter.perPage ?? 10, total: 0, pages: 1 },
  counts: {},
});

export const ordersOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: accountKeys.orders(filter),
    queryFn: () => loggedRead('getListOrders', () => api.orders.list(filter), noOrders(filter)),
  });
