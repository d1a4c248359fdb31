import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import type { PartySuggestions } from '@/lib/api/contract/suggestions';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isValidInn } from '@/lib/validation/inn';

export type PartyData = PartySuggestions['suggestions'][number]['data'];

export const partyKeys = {
  all: ['party'] as const,
  inn: (inn: string) => [...partyKeys.all, 'inn', inn] as const,
};

/** What the lookup learnt of one INN: registered to a profile already, else the directory's company. */
export interface InnLookup {
  inn: string;
  taken: boolean;
  /** Null when the directory does not know the INN (the buyer fills the company in by hand). */
  company: PartyData | null;
}

/**
 * The INN lookup of the registration and of the company page (accounts.md §4, §5): for a
 * complete, valid INN, is it registered to a profile already (checkInn), and if not, which
 * company it is (findById/party). Both calls only help (accounts.md §8): a failure is logged,
 * reads as "free and unknown", the buyer types the company in, and the save itself refuses a
 * registered INN. `delayMs` waits for typing to stop (the company page: 700 ms, §9); `skip`
 * leaves an INN out (the company page's own, loaded INN).
 */
export function useInnLookup(
  typed: string,
  { delayMs = 0, skip }: { delayMs?: number; skip?: string } = {},
) {
  const settled = useDebouncedValue(typed.trim(), delayMs);
  const inn = delayMs > 0 ? settled : typed.trim();
  const query = useQuery({
    queryKey: partyKeys.inn(inn),
    queryFn: async ({ signal }): Promise<InnLookup> => {
      const { exists } = await loggedRead('checkInn', () => api.auth.checkInn(inn), {
        exists: false,
      });
      if (exists) return { inn, taken: true, company: null };
      const found = await loggedRead(
        'findById/party',
        () => api.suggestions.findParty(inn, signal),
        { suggestions: [] },
      );
      return { inn, taken: false, company: found.suggestions[0]?.data ?? null };
    },
    enabled: isValidInn(inn) && inn !== skip,
    staleTime: Infinity,
  });
  return { inn, result: query.data, isFetching: query.isFetching };
}

/**
 * Whether the lookup found an INN registered to another profile: read from its answers in the
 * query cache, so a form refuses a taken INN in its schema, and at once when it is typed again.
 */
export function useIsInnTaken(): (inn: string) => boolean {
  const queryClient = useQueryClient();
  return (inn) => queryClient.getQueryData<InnLookup>(partyKeys.inn(inn.trim()))?.taken === true;
}
