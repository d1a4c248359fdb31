import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Query keys of the request forms (docs/style.md §4). */
export const formsKeys = {
  all: ['forms'] as const,
  storages: () => [...formsKeys.all, 'storages'] as const,
  ownStore: () => [...formsKeys.all, 'own-store'] as const,
};

/** The warehouses a sample request may name (rarely changes: ten minutes). */
export const storagesOptions = () =>
  queryOptions({
    queryKey: formsKeys.storages(),
    queryFn: () => api.stores.xmlAndName(),
    staleTime: 10 * 60_000,
  });

/** The logged-in buyer's own warehouse, from their account data; a failure means no session. */
export const ownStoreOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: formsKeys.ownStore(),
    queryFn: async () => (await api.account.userData()).stockXmlId,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
