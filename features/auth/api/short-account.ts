'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ShortAccount } from '@/lib/api/endpoints/auth';
import { loggedRead } from '@/lib/api/logged';

/** Query keys of the logged-in buyer's short data (docs/style.md §4). */
export const shortAccountKeys = {
  all: ['account', 'short'] as const,
};

const nobody: ShortAccount = { user_type: null, display_name: null, manager: null };

/**
 * The logged-in buyer's type and the name the header shows (accounts.md §3). A background read:
 * a failure is only logged (§8) and the menu shows the items every buyer has. Read only with a
 * session (`enabled`): a visitor has no account to ask about.
 */
export function useShortAccount(enabled = true): ShortAccount {
  const { data } = useQuery({
    queryKey: shortAccountKeys.all,
    queryFn: () => loggedRead('getReferenceDataAndManager', () => api.auth.shortAccount(), nobody),
    retry: false,
    enabled,
  });
  return data ?? nobody;
}
