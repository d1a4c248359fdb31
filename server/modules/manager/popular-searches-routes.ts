/**
 * /manager/search-queries (issue #34): the often searched queries of the pre-search panel, for
 * staff to pin their own and hide any. Staff only (401 without a session, 403 for a buyer,
 * checked again in the database); the list is the shop's, not a warehouse's.
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  popularSearchActionSchema,
  popularSearchesSchema,
  popularSearchIdParamsSchema,
  popularSearchMessages,
  popularSearchPinSchema,
  type PopularSearchAction,
} from '../../../lib/api/contract/popular-searches';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type AppEnv, type Router } from '../../http/router';
import { requireStaff, staffOnly } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import { createPopularRepository } from '../search/popular-repository';
import { createPopularService } from '../search/popular-service';
import { createSearchRepository } from '../search/repository';
import { resolveQuery } from '../search/service';
import { createManagerRepository } from './repository';
import { createManagerService } from './service';
import { staffErrors, tags } from './route-docs';

const list = createRoute({
  method: 'get',
  path: '/manager/search-queries',
  tags,
  middleware: staffOnly,
  summary:
    'The often searched queries: pinned ones in their order, the most searched candidates ' +
    '(people within the window, products found, last search, whether shown now) and hidden ones',
  responses: { ...jsonResponses(popularSearchesSchema, 'The list'), ...staffErrors },
});

const pin = createRoute({
  method: 'post',
  path: '/manager/search-queries',
  tags,
  middleware: staffOnly,
  summary:
    'Pins a query of the caller’s own (or one already listed, by its text), normalised as ' +
    'search uses it; refused when it finds nothing',
  request: { body: formBody(popularSearchPinSchema) },
  responses: {
    ...jsonResponses(popularSearchesSchema, 'The list after the change'),
    ...staffErrors,
  },
});

const act = createRoute({
  method: 'post',
  path: '/manager/search-queries/{id}',
  tags,
  middleware: staffOnly,
  summary:
    'pin, unpin, block (never suggested again, however often searched; unpins it) or unblock ' +
    'a listed query',
  request: { params: popularSearchIdParamsSchema, body: formBody(popularSearchActionSchema) },
  responses: {
    ...jsonResponses(popularSearchesSchema, 'The list after the change', {
      notFound: 'No such query',
    }),
    ...staffErrors,
  },
});

const actionMessages: Record<PopularSearchAction, string> = {
  pin: popularSearchMessages.pinned,
  unpin: popularSearchMessages.unpinned,
  block: popularSearchMessages.blocked,
  unblock: popularSearchMessages.unblocked,
};

export function registerPopularSearchRoutes(app: Router, deps: AppDeps) {
  /** The service, once the caller is checked in the database as staff. */
  const staffCall = async (c: Context<AppEnv>) => {
    const { userId } = requireStaff(c);
    const { db } = await deps.database();
    await createManagerService(createManagerRepository(db)).staff(userId);
    const popular = createPopularService(createPopularRepository(db), {
      cache: deps.cache,
      secret: deps.config.jwtSecret,
    });
    const search = createSearchRepository(db, deps.cache);
    return { popular, resolve: (raw: string) => resolveQuery(search, raw) };
  };

  app.openapi(list, async (c) => {
    const { popular } = await staffCall(c);
    return ok(c, await popular.forManagers());
  });

  app.openapi(pin, async (c) => {
    const { popular, resolve } = await staffCall(c);
    await popular.pinText(c.req.valid('form').text, resolve);
    return ok(c, await popular.forManagers(), popularSearchMessages.pinned);
  });

  app.openapi(act, async (c) => {
    const { popular } = await staffCall(c);
    const { action } = c.req.valid('form');
    await popular.act(c.req.valid('param').id, action);
    return ok(c, await popular.forManagers(), actionMessages[action]);
  });
}
