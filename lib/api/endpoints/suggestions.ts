import { bankSuggestionsSchema, partySuggestionsSchema } from '../contract/suggestions';
import type { ApiClient } from '../client';

/** Company and bank suggestions (accounts.md §7), at most 5. */
export const suggestionsEndpoints = (client: ApiClient) => ({
  suggestParty: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/suggest/party/',
      form: { query },
      schema: partySuggestionsSchema,
      signal,
    }),
  findParty: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/findById/party/',
      form: { query },
      schema: partySuggestionsSchema,
      signal,
    }),
  suggestBank: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/suggest/bank/',
      form: { query },
      schema: bankSuggestionsSchema,
      signal,
    }),
  findBank: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/findById/bank/',
      form: { query },
      schema: bankSuggestionsSchema,
      signal,
    }),
});
