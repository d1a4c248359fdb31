import { lazySchema, type ApiClient } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/suggestions');

/** Company and bank suggestions (accounts.md §7), at most 5. */
export const suggestionsEndpoints = (client: ApiClient) => ({
  suggestParty: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/suggest/party/',
      form: { query },
      schema: lazySchema(contract, 'partySuggestionsSchema'),
      signal,
    }),
  findParty: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/findById/party/',
      form: { query },
      schema: lazySchema(contract, 'partySuggestionsSchema'),
      signal,
    }),
  suggestBank: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/suggest/bank/',
      form: { query },
      schema: lazySchema(contract, 'bankSuggestionsSchema'),
      signal,
    }),
  findBank: (query: string, signal?: AbortSignal) =>
    client.request({
      method: 'POST',
      path: '/findById/bank/',
      form: { query },
      schema: lazySchema(contract, 'bankSuggestionsSchema'),
      signal,
    }),
});
