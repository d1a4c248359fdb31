import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  preliminaryInformationSchema,
  recordSearchInputSchema,
  recordSearchResultSchema,
  searchQuerySchema,
  searchResultSchema,
  sectionsAndCollectionsQuerySchema,
  sectionsAndCollectionsSchema,
} from '../../../lib/api/contract/search';
import { clientAddress } from '../../../lib/net/client-address';
import { formBody } from '../../http/form-body';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import type { SearchService } from './service';

const tags = ['Search'];

/** Searches counted per client address: 30 in 10 minutes. */
const RECORD_RATE_RULE = { limit: 30, windowMs: 10 * 60_000 };

const search = createRoute({
  method: 'get',
  path: '/through_blocks/search',
  tags,
  ...access.anyone,
  summary: 'Products matching a query: Russian word forms, prefixes, typo correction',
  request: { query: searchQuerySchema },
  responses: jsonResponses(searchResultSchema, 'Matching products'),
});

const searchSectionsAndCollections = createRoute({
  method: 'get',
  path: '/through_blocks/searchSectionsAndCollections',
  tags,
  ...access.anyone,
  summary: 'Sections and collections whose names match a query',
  request: { query: sectionsAndCollectionsQuerySchema },
  responses: jsonResponses(sectionsAndCollectionsSchema, 'Matching sections and collections'),
});

const preliminaryInformation = createRoute({
  method: 'get',
  path: '/through_blocks/preliminaryInformation',
  tags,
  ...access.anyone,
  summary: 'What the search panel shows before typing: often searched queries, collections',
  responses: jsonResponses(preliminaryInformationSchema, 'Pre-search suggestions'),
});

const recordSearch = createRoute({
  method: 'post',
  path: '/through_blocks/recordSearch',
  tags,
  ...access.anyone,
  summary:
    'The results page says a search was made: what it used (typos corrected) counts once per ' +
    'person and day towards the often searched queries, if it found something. Nothing typed ' +
    'is kept as typed',
  request: { body: formBody(recordSearchInputSchema) },
  responses: jsonResponses(recordSearchResultSchema, 'Noted (or not worth noting)'),
});

export function registerSearchRoutes(
  app: Router,
  services: { search: PerRequest<SearchService> },
  deps: Pick<AppDeps, 'rateLimiter'>,
) {
  const service = services.search;
  app.openapi(search, async (c) => {
    const { search_element, perPage, PAGEN_1 } = c.req.valid('query');
    return ok(c, await (await service(c)).search(search_element, perPage, PAGEN_1));
  });
  app.openapi(searchSectionsAndCollections, async (c) =>
    ok(c, await (await service(c)).sectionsAndCollections(c.req.valid('query').search_element)),
  );
  app.openapi(preliminaryInformation, async (c) => ok(c, await (await service(c)).preliminary()));
  app.openapi(recordSearch, async (c) => {
    const { search_element } = c.req.valid('form');
    const address = clientAddress(c.req.raw.headers);
    // A person searches a few times a minute; past that the searches of that address are not
    // counted (silently: nothing for a visitor to do about it), so that no script fills the
    // table, while one person's repeats count once anyway.
    const decision = await deps.rateLimiter.hit(`search-record:${address}`, RECORD_RATE_RULE);
    if (decision.allowed) await (await service(c)).record(search_element, address);
    return ok(c, {});
  });
}
