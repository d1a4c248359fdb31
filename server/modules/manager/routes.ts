/**
 * /manager/* (issue #20): the staff login and the queue of requests. Every call but the login
 * needs a staff session: 401 without one, 403 for a buyer; the service then checks the account
 * and its warehouses in the database, and a request of another warehouse is a 404.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { loginSchema, tokensSchema } from '../../../lib/api/contract/auth';
import {
  managerMessages,
  requestAssignInputSchema,
  requestDetailSchema,
  requestIdParamsSchema,
  requestFileParamsSchema,
  requestNoteInputSchema,
  requestReplyInputSchema,
  requestsExportQuerySchema,
  requestsListSchema,
  requestsQuerySchema,
  REQUESTS_EXPORT_MAX,
  requestStatusInputSchema,
  staffSchema,
} from '../../../lib/api/contract/manager';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import {
  errorContent,
  jsonResponses,
  type AppDeps,
  type AppEnv,
  type Router,
} from '../../http/router';
import { attachmentDisposition } from '../../http/attachment';
import { requireStaff, staffOnly } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import { createAuthRepository } from '../auth/repository';
import { clientIp } from '../auth/routes';
import { createAuthService } from '../auth/service';
import { createManagerRepository } from './repository';
import { createManagerService } from './service';
import { staffErrors, tags } from './route-docs';

const notFound = { notFound: 'No such request in the caller’s warehouses' };
const conflict = {
  409: errorContent('The status cannot follow the current one, or another change came first'),
};

const login = createRoute({
  method: 'post',
  path: '/manager/login',
  tags,
  summary: "Staff login of /manager/; a buyer's account answers as a wrong password",
  request: { body: formBody(loginSchema) },
  responses: {
    ...jsonResponses(tokensSchema, 'Logged in; the access token carries the role'),
    429: errorContent("'Слишком много попыток, попробуйте позже'"),
  },
});

const me = createRoute({
  method: 'get',
  path: '/manager/me',
  tags,
  middleware: staffOnly,
  summary: 'The staff member of the session: role and warehouses',
  responses: { ...jsonResponses(staffSchema, 'The staff member'), ...staffErrors },
});

const list = createRoute({
  method: 'get',
  path: '/manager/requests',
  tags,
  middleware: staffOnly,
  summary:
    'The queue: requests of the caller’s warehouses (head: all), newest first, with filters, ' +
    'search, counts per status and pages',
  request: { query: requestsQuerySchema },
  responses: { ...jsonResponses(requestsListSchema, 'A page of requests'), ...staffErrors },
});

const exportList = createRoute({
  method: 'get',
  path: '/manager/requests/export',
  tags,
  middleware: staffOnly,
  summary:
    'The filtered queue as CSV for Excel (UTF-8 with a BOM, semicolons), every page, at most ' +
    `${REQUESTS_EXPORT_MAX} rows`,
  request: { query: requestsExportQuerySchema },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    400: errorContent('Bad input: per-field Russian messages in `errors`'),
    ...staffErrors,
  },
});

const detail = createRoute({
  method: 'get',
  path: '/manager/requests/{id}',
  tags,
  middleware: staffOnly,
  summary: 'A request’s card: every field, product, buyer, files and history',
  request: { params: requestIdParamsSchema },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request', notFound),
    ...staffErrors,
  },
});

const status = createRoute({
  method: 'post',
  path: '/manager/requests/{id}/status',
  tags,
  middleware: staffOnly,
  summary:
    'Moves the request to another status (new → in_work → waiting → done, or spam); `from` is ' +
    'the status the caller saw: a change made meanwhile answers 409',
  request: { params: requestIdParamsSchema, body: formBody(requestStatusInputSchema) },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request after the change', notFound),
    ...staffErrors,
    ...conflict,
  },
});

const assign = createRoute({
  method: 'post',
  path: '/manager/requests/{id}/assign',
  tags,
  middleware: staffOnly,
  summary: 'Gives the request to a manager of its warehouse or to the head',
  request: { params: requestIdParamsSchema, body: formBody(requestAssignInputSchema) },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request after the change', notFound),
    ...staffErrors,
    ...conflict,
  },
});

const notes = createRoute({
  method: 'post',
  path: '/manager/requests/{id}/notes',
  tags,
  middleware: staffOnly,
  summary: 'Adds an internal note to the request’s history',
  request: { params: requestIdParamsSchema, body: formBody(requestNoteInputSchema) },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request with the note', notFound),
    ...staffErrors,
  },
});

const reply = createRoute({
  method: 'post',
  path: '/manager/requests/{id}/reply',
  tags,
  middleware: staffOnly,
  summary:
    'Sends a reply by e-mail to the sender (the shop’s mail, answering to the manager) and ' +
    'records it in the history; the first reply is the request’s first response (a status ' +
    'change or an internal note is none)',
  request: { params: requestIdParamsSchema, body: formBody(requestReplyInputSchema) },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request with the reply in its history', notFound),
    ...staffErrors,
    503: errorContent(`'${managerMessages.replyNotSent}'`),
  },
});

const file = createRoute({
  method: 'get',
  path: '/manager/requests/{id}/files/{fileId}',
  tags,
  middleware: staffOnly,
  summary:
    'A file the sender attached, for staff only: always an attachment with nosniff, never shown ' +
    'inline; uploads are kept outside the public site',
  request: { params: requestFileParamsSchema },
  responses: {
    200: {
      description: 'The file, with the type read from its content when it was sent',
      content: { 'application/octet-stream': { schema: z.string() } },
    },
    400: errorContent('Bad input: per-field Russian messages in `errors`'),
    404: errorContent('No such request in the caller’s warehouses, or no such file of it'),
    ...staffErrors,
  },
});

/** An ASCII name for browsers that do not read filename*: other characters become '_'. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\;]/g, '_');

export function registerManagerRoutes(app: Router, deps: AppDeps) {
  const service = async () =>
    createManagerService(createManagerRepository((await deps.database()).db), undefined, {
      mailer: deps.mailer,
      uploadsDir: deps.config.uploadsDir,
      log: deps.logger,
    });
  /** The service and the caller, checked in the database (role, warehouses). */
  const staffCall = async (c: Context<AppEnv>) => {
    const { userId } = requireStaff(c);
    const manager = await service();
    return { manager, staff: await manager.staff(userId) };
  };

  app.openapi(login, async (c) => {
    const auth = createAuthService(createAuthRepository((await deps.database()).db), deps);
    return ok(c, await auth.staffLogin(c.req.valid('form'), clientIp(c)), managerMessages.loggedIn);
  });

  app.openapi(me, async (c) => {
    const { manager, staff } = await staffCall(c);
    return ok(c, manager.describe(staff, await manager.overdueCount(staff)));
  });

  app.openapi(list, async (c) => {
    const { manager, staff } = await staffCall(c);
    return ok(c, await manager.list(staff, c.req.valid('query')));
  });

  // Before the card's route, whose {id} would take 'export' for a bad number.
  app.openapi(exportList, async (c) => {
    const { manager, staff } = await staffCall(c);
    const csv = await manager.exportCsv(staff, c.req.valid('query'));
    return new Response(new Uint8Array(csv), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition('zayavki.csv', 'Заявки.csv'),
        'cache-control': 'private, no-store',
      },
    });
  });

  app.openapi(detail, async (c) => {
    const { manager, staff } = await staffCall(c);
    return ok(c, await manager.detail(staff, c.req.valid('param').id));
  });

  app.openapi(status, async (c) => {
    const { manager, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    const input = c.req.valid('form');
    await manager.changeStatus(staff, id, input.status, input.from);
    return ok(c, await manager.detail(staff, id), managerMessages.statusChanged);
  });

  app.openapi(assign, async (c) => {
    const { manager, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await manager.assign(staff, id, c.req.valid('form').assignee_id);
    return ok(c, await manager.detail(staff, id), managerMessages.assigned);
  });

  app.openapi(notes, async (c) => {
    const { manager, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await manager.addNote(staff, id, c.req.valid('form').note);
    return ok(c, await manager.detail(staff, id), managerMessages.noteAdded);
  });

  app.openapi(reply, async (c) => {
    const { manager, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await manager.reply(staff, id, c.req.valid('form'));
    return ok(c, await manager.detail(staff, id), managerMessages.replySent);
  });

  app.openapi(file, async (c) => {
    const { manager, staff } = await staffCall(c);
    const { id, fileId } = c.req.valid('param');
    const found = await manager.file(staff, id, fileId);
    let bytes: Buffer;
    try {
      bytes = await readFile(found.path);
    } catch {
      throw new AppError(404, managerMessages.fileNotFound);
    }
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': found.mime,
        'content-disposition': attachmentDisposition(asciiName(found.name), found.name),
        'x-content-type-options': 'nosniff',
        // Were it ever opened in the browser, it could run nothing and reach nothing.
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      },
    });
  });
}
