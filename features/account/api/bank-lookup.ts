import { z } from 'zod';
import { createApiClient } from '@/lib/api/client';

/**
 * The BIK lookup of the company page (accounts.md §4–§5: debounced 700 ms): the suggestion
 * service's bank call, DaData's answer shape. The service belongs to the auth lane
 * (`/findById/bank`, body field `query`); this reads only the fields the form fills.
 */
const bankSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        bic: z.string().optional(),
        correspondent_account: z.string().nullable().optional(),
        name: z.object({ payment: z.string().nullable().optional() }).partial().optional(),
      }),
    }),
  ),
});

export interface BankFound {
  bank: string;
  coresp: string;
}

const client = createApiClient();

export async function findBankByBik(bik: string, signal?: AbortSignal): Promise<BankFound | null> {
  const answer = await client.request({
    method: 'POST',
    path: '/findById/bank',
    form: { query: bik },
    schema: bankSuggestionsSchema,
    signal,
  });
  const first = answer.suggestions.find((s) => !s.data.bic || s.data.bic === bik);
  if (!first) return null;
  return {
    bank: first.data.name?.payment || first.value,
    coresp: first.data.correspondent_account ?? '',
  };
}
