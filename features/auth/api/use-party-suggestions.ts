import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { loggedRead } from '@/lib/api/logged';
import type { PartySuggestions } from '@/lib/api/contract/suggestions';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { INN_SUGGEST_DEBOUNCE_MS, innIncomplete } from '../model/registration';

export type Party = PartySuggestions['suggestions'][number];

const asksSuggestions = (inn: string) => /^\d{3,}$/.test(inn) && innIncomplete(inn);

/**
 * Companies whose INN starts with what was typed, while the INN is incomplete: asked after a
 * 400 ms pause (accounts.md §4, §9) and shown only for the INN they were asked for.
 */
export function usePartySuggestions(inn: string): Party[] {
  const settled = useDebouncedValue(inn, INN_SUGGEST_DEBOUNCE_MS);
  const [found, setFound] = useState<{ inn: string; list: Party[] }>({ inn: '', list: [] });

  useEffect(() => {
    if (!asksSuggestions(settled)) return;
    const controller = new AbortController();
    // Suggestions only help: a failure is logged and shows none (accounts.md §8).
    void loggedRead(
      'suggest/party',
      () => api.suggestions.suggestParty(settled, controller.signal),
      { suggestions: [] },
    ).then((answer) => {
      if (!controller.signal.aborted) setFound({ inn: settled, list: answer.suggestions });
    });
    return () => controller.abort();
  }, [settled]);

  return asksSuggestions(inn) && found.inn === inn ? found.list : [];
}
