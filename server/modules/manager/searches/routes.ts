/**
 * /manager/search-queries (issue #34): the often searched queries of the pre-search panel, for
 * staff to pin their own and hide any. Staff only (401 without a session, 403 for a buyer,
 * checked again in the database); the list is the shop's, not a warehouse's.
 */
import 'server-only';
import {
  popularSearchActionSchema,
  popularSearchesSchema,
  popularSearchIdParamsSchema,
  popularSearchMessages,
  popularSearchPinSchema,
  type PopularSearchAction,
} from '../../../../lib/api/contract/popular-searches';
import { ok } from '../../../http/envelope';
import { formBody } from '../../../http/form-body';
import { jsonResponses, type PerRequest, type Router } from '../../../http/router';
import { access } from '../../../openapi/access';
import type { PopularService, ResolveQuery } from '../../search/popular-service';
import { staffRoute, type StaffCall } from '../shared/routes';

const list = staffRoute({
  method: 'get',
  path: '/manager/search-queries',
  ...access.staff,
  summary:
    'The often searched queries: pinned ones in their order, the most searched candidates ' +
    '(people within the window, products found, last search, whether shown now) and hidden ones',
  responses: jsonResponses(popularSearchesSchema, 'The list'),
});

const pin = staffRoute({
  method: 'post',
  path: '/manager/search-queries',
  ...access.staff,
  summary:
    'Pins a query of the caller’s own (or one already listed, by its text), normalised as ' +
    'search uses it; refused when it finds nothing',
  request: { body: formBody(popularSearchPinSchema) },
  responses: jsonResponses(popularSearchesSchema, 'The list after the change'),
});

const act = staffRoute({
  method: 'post',
  path: '/manager/search-queries/{id}',
  ...access.staff,
  summary:
    'pin, unpin, block (never suggested again, however often searched; unpins it) or unblock ' +
    'a listed query',
  request: { params: popularSearchIdParamsSchema, body: formBody(popularSearchActionSchema) },
  responses: jsonResponses(popularSearchesSchema, 'The list after the change', {
    notFound: 'No such query',
  }),
});

const actionMessages: Record<PopularSearchAction, string> = {
  pin: popularSearchMessages.pinned,
  unpin: popularSearchMessages.unpinned,
  block: popularSearchMessages.blocked,
  unblock: popularSearchMessages.unblocked,
};

export function registerPopularSearchRoutes(
  app: Router,
  services: {
    popularSearches: PerRequest<StaffCall<{ popular: PopularService; resolve: ResolveQuery }>>;
  },
) {
  const staffCall = services.popularSearches;

  app.openapi(list, async (c) => {
    const { popular } = (await staffCall(c)).service;
    return ok(c, await popular.forManagers());
  });

  app.openapi(pin, async (c) => {
    const { popular, resolve } = (await staffCall(c)).service;
    await popular.pinText(c.req.valid('form').text, resolve);
    return ok(c, await popular.forManagers(), popularSearchMessages.pinned);
  });

  app.openapi(act, async (c) => {
    const { popular } = (await staffCall(c)).service;
    const { action } = c.req.valid('form');
    await popular.act(c.req.valid('param').id, action);
    return ok(c, await popular.forManagers(), actionMessages[action]);
  });
}
