import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';

/** Query keys of the registration's lists (docs/style.md §4). */
export const registrationKeys = {
  all: ['auth', 'registration'] as const,
  stores: () => [...registrationKeys.all, 'stores'] as const,
  managers: (stock: string) => [...registrationKeys.all, 'managers', stock] as const,
};

// Lists with an empty state: a failure is only logged (accounts.md §8).

export const registrationStoresOptions = () =>
  queryOptions({
    queryKey: registrationKeys.stores(),
    queryFn: () => loggedRead('getStoreIdXmlName', () => api.stores.forRegistration(), []),
  });

/** The personal managers of warehouse `stock` (its id); nothing is asked before one is chosen. */
export const registrationManagersOptions = (stock: string) =>
  queryOptions({
    queryKey: registrationKeys.managers(stock),
    queryFn: () =>
      loggedRead(
        'getPersonalManagerForStoreRegistr',
        () => api.auth.managersForRegistration(stock),
        { personalManagers: [] },
      ),
    enabled: stock !== '',
  });
