/**
 * What every /manager/* call shares (issue #20): its tag, its refusals, and the gate run before
 * the input is read (a visitor's bad input is a 401, not a 400; a manager's on the head's page a
 * 403). Each definition states who may call with `...access.staff` or `...access.head`
 * (server/openapi/access.ts); `staffRoute` and `headRoute` add the gate that goes with it. And
 * the three calls every list of the workspace has (`registerListCalls`): requests and orders.
 */
import 'server-only';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { managerMessages } from '../../../../lib/api/contract/manager';
import { managerExchangeMessages } from '../../../../lib/api/contract/manager-exchange';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/envelope';
import { formBody } from '../../../http/form-body';
import {
  errorContent,
  jsonResponses,
  type AppEnv,
  type PerRequest,
  type Router,
} from '../../../http/router';
import { requireStaff, staffOnly } from '../../../http/viewer';
import { access } from '../../../openapi/access';
import type { StaffMember } from '../staff/service';

export const tags = ['manager'];

export const staffErrors = {
  401: errorContent('Not logged in'),
  403: errorContent(`A buyer's session: '${managerMessages.forbidden}'`),
};

const headErrors = {
  401: staffErrors[401],
  403: errorContent(
    `A buyer's session, or a manager's: '${managerExchangeMessages.headOnly}' (the head's page)`,
  ),
};

/**
 * The head's gate: the token's role first, as `staffOnly` does; the service checks the role in
 * the database again.
 */
const headOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireStaff(c);
  const viewer = c.get('viewer');
  if (viewer.authenticated && viewer.role !== 'head') {
    throw new AppError(403, managerExchangeMessages.headOnly);
  }
  await next();
};

type WorkspaceRoute = Omit<RouteConfig, 'tags' | 'middleware'>;

const gated = <R extends WorkspaceRoute, E extends object>(
  route: R,
  middleware: MiddlewareHandler<AppEnv>,
  errors: E,
) => createRoute({ ...route, tags, middleware, responses: { ...route.responses, ...errors } });

/** A call of the managers' workspace: a visitor gets 401, a buyer 403. */
export const staffRoute = <R extends WorkspaceRoute>(route: R) =>
  gated(route, staffOnly, staffErrors);

/** A call of the head's pages: a visitor gets 401, a buyer or a manager 403. */
export const headRoute = <R extends WorkspaceRoute>(route: R) => gated(route, headOnly, headErrors);

/** What a workspace route gets per call: the caller, checked in the database, and the service. */
export interface StaffCall<T> {
  staff: StaffMember;
  service: T;
}

/** A list of the workspace as its calls use it: a page, a card, a status change. */
export interface ListService<Query, StatusInput> {
  list(staff: StaffMember, query: Query): Promise<unknown>;
  detail(staff: StaffMember, id: number): Promise<unknown>;
  changeStatus(staff: StaffMember, id: number, input: StatusInput): Promise<void>;
}

/** How a list's three calls are called and what they take and answer. */
export interface ListCalls<Query extends z.ZodObject, StatusInput extends z.ZodType> {
  /** The list's path; `{path}/{id}` is a card, `{path}/{id}/status` its status change. */
  path: string;
  /** What one item is called in the document: 'request', 'order'. */
  noun: string;
  query: Query;
  page: z.ZodType;
  pageSummary: string;
  params: z.ZodObject;
  card: z.ZodType;
  cardSummary: string;
  statusInput: StatusInput;
  statusSummary: string;
  /** When the change answers 409. */
  conflict: string;
  /** The answer's message after a change. */
  changed: string;
}

/**
 * A list's calls (issue #20): the page of the caller's warehouses (head: all), newest first, with
 * counts per status; a card (another warehouse's is a 404); and a status change from the status
 * the caller saw, answered with the card again (a change made meanwhile: 409).
 */
export function registerListCalls<Query extends z.ZodObject, StatusInput extends z.ZodType>(
  app: Router,
  calls: ListCalls<Query, StatusInput>,
  staffCall: PerRequest<StaffCall<ListService<z.output<Query>, z.output<StatusInput>>>>,
) {
  const { path, noun } = calls;
  const notFound = { notFound: `No such ${noun} in the caller’s warehouses` };
  const page = staffRoute({
    method: 'get',
    path,
    ...access.staff,
    summary: calls.pageSummary,
    request: { query: calls.query },
    responses: jsonResponses(calls.page, `A page of ${noun}s`),
  });
  const card = staffRoute({
    method: 'get',
    path: `${path}/{id}`,
    ...access.staff,
    summary: calls.cardSummary,
    request: { params: calls.params },
    responses: jsonResponses(calls.card, `The ${noun}`, notFound),
  });
  const status = staffRoute({
    method: 'post',
    path: `${path}/{id}/status`,
    ...access.staff,
    summary: calls.statusSummary,
    request: { params: calls.params, body: formBody(calls.statusInput) },
    responses: {
      ...jsonResponses(calls.card, `The ${noun} after the change`, notFound),
      409: errorContent(calls.conflict),
    },
  });
  // The schemas are the list's own: their parsed values are typed where they are declared.
  const idOf = (valid: unknown) => (valid as { id: number }).id;

  app.openapi(page, async (c) => {
    const { service, staff } = await staffCall(c);
    return ok(c, await service.list(staff, c.req.valid('query' as never) as z.output<Query>));
  });

  app.openapi(card, async (c) => {
    const { service, staff } = await staffCall(c);
    return ok(c, await service.detail(staff, idOf(c.req.valid('param' as never))));
  });

  app.openapi(status, async (c) => {
    const { service, staff } = await staffCall(c);
    const id = idOf(c.req.valid('param' as never));
    await service.changeStatus(staff, id, c.req.valid('form' as never) as z.output<StatusInput>);
    return ok(c, await service.detail(staff, id), calls.changed);
  });
}
