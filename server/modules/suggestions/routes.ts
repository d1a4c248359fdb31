/**
 * The suggestion service of accounts.md §7 under /api/v1: /findById/party, /findById/bank,
 * /suggest/party, /suggest/bank. The request is DaData's (`query`), and `data` of the answer
 * envelope is DaData's answer (`{ suggestions: [{ value, unrestricted_value, data }] }`), at
 * most 5. Served from the local directory, or by DaData when DADATA_API_KEY is set.
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  bankSuggestionsSchema,
  partySuggestionsSchema,
  suggestionQuerySchema,
} from '../../../lib/api/contract/suggestions';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { SuggestionsService } from './service';

const tags = ['Suggestions'];
const body = {
  body: {
    required: true,
    content: { 'application/x-www-form-urlencoded': { schema: suggestionQuerySchema } },
  },
};

const route = (method: 'suggest' | 'findById', kind: 'party' | 'bank') =>
  createRoute({
    method: 'post',
    path: `/${method}/${kind}`,
    tags,
    ...access.public,
    summary:
      kind === 'party'
        ? method === 'suggest'
          ? 'Companies by name, INN or OGRN prefix (at most 5)'
          : 'The company with this INN or OGRN'
        : method === 'suggest'
          ? 'Banks by name or BIC prefix (at most 5)'
          : 'The bank with this BIC',
    request: body,
    responses: jsonResponses(
      kind === 'party' ? partySuggestionsSchema : bankSuggestionsSchema,
      'Suggestions',
    ),
  });

export function registerSuggestionsRoutes(
  app: Router,
  services: { suggestions: PerRequest<SuggestionsService> },
) {
  const service = services.suggestions;
  for (const method of ['suggest', 'findById'] as const) {
    for (const kind of ['party', 'bank'] as const) {
      app.openapi(route(method, kind), async (c) => {
        const input = c.req.valid('form');
        const s = await service(c);
        return ok(
          c,
          kind === 'party' ? await s.party(method, input.query) : await s.bank(method, input.query),
        );
      });
    }
  }
}
