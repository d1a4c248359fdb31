/**
 * /manager/requests/* (issue #20): the queue of requests. Staff only: 401 without a session, 403
 * for a buyer; the role and warehouses are checked in the database on every call, and a request
 * of another warehouse is a 404.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { z } from '@hono/zod-openapi';
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
} from '../../../../lib/api/contract/manager';
import { AppError } from '../../../http/app-error';
import { attachmentDisposition } from '../../../http/attachment';
import { ok } from '../../../http/envelope';
import { formBody } from '../../../http/form-body';
import { errorContent, jsonResponses, type PerRequest, type Router } from '../../../http/router';
import { access } from '../../../openapi/access';
import { registerListCalls, staffRoute, type StaffCall } from '../shared/routes';
import type { RequestsService } from './service';

const notFound = { notFound: 'No such request in the caller’s warehouses' };
const conflict = 'The status cannot follow the current one, or another change came first';

const exportList = staffRoute({
  method: 'get',
  path: '/manager/requests/export',
  ...access.staff,
  summary:
    'The filtered queue as CSV for Excel (UTF-8 with a BOM, semicolons), every page, at most ' +
    `${REQUESTS_EXPORT_MAX} rows`,
  request: { query: requestsExportQuerySchema },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    400: errorContent('Bad input: per-field Russian messages in `errors`'),
  },
});

const assign = staffRoute({
  method: 'post',
  path: '/manager/requests/{id}/assign',
  ...access.staff,
  summary: 'Gives the request to a manager of its warehouse or to the head',
  request: { params: requestIdParamsSchema, body: formBody(requestAssignInputSchema) },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request after the change', notFound),
    409: errorContent(conflict),
  },
});

const notes = staffRoute({
  method: 'post',
  path: '/manager/requests/{id}/notes',
  ...access.staff,
  summary: 'Adds an internal note to the request’s history',
  request: { params: requestIdParamsSchema, body: formBody(requestNoteInputSchema) },
  responses: jsonResponses(requestDetailSchema, 'The request with the note', notFound),
});

const reply = staffRoute({
  method: 'post',
  path: '/manager/requests/{id}/reply',
  ...access.staff,
  summary:
    'Sends a reply by e-mail to the sender (the shop’s mail, answering to the manager) and ' +
    'records it in the history; the first reply is the request’s first response (a status ' +
    'change or an internal note is none)',
  request: { params: requestIdParamsSchema, body: formBody(requestReplyInputSchema) },
  responses: {
    ...jsonResponses(requestDetailSchema, 'The request with the reply in its history', notFound),
    503: errorContent(`'${managerMessages.replyNotSent}'`),
  },
});

const file = staffRoute({
  method: 'get',
  path: '/manager/requests/{id}/files/{fileId}',
  ...access.staff,
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
  },
});

/** An ASCII name for browsers that do not read filename*: other characters become '_'. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\;]/g, '_');

export function registerRequestRoutes(
  app: Router,
  services: { managerRequests: PerRequest<StaffCall<RequestsService>> },
) {
  const staffCall = services.managerRequests;

  // Before the card's route, whose {id} would take 'export' for a bad number.
  app.openapi(exportList, async (c) => {
    const { service, staff } = await staffCall(c);
    const csv = await service.exportCsv(staff, c.req.valid('query'));
    return new Response(new Uint8Array(csv), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition('zayavki.csv', 'Заявки.csv'),
        'cache-control': 'private, no-store',
      },
    });
  });

  registerListCalls(
    app,
    {
      path: '/manager/requests',
      noun: 'request',
      query: requestsQuerySchema,
      page: requestsListSchema,
      pageSummary:
        'The queue: requests of the caller’s warehouses (head: all), newest first, with ' +
        'filters, search, counts per status and pages',
      params: requestIdParamsSchema,
      card: requestDetailSchema,
      cardSummary: 'A request’s card: every field, product, buyer, files and history',
      statusInput: requestStatusInputSchema,
      statusSummary:
        'Moves the request to another status (new → in_work → waiting → done, or spam); ' +
        '`from` is the status the caller saw: a change made meanwhile answers 409',
      conflict,
      changed: managerMessages.statusChanged,
    },
    staffCall,
  );

  app.openapi(assign, async (c) => {
    const { service, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await service.assign(staff, id, c.req.valid('form').assignee_id);
    return ok(c, await service.detail(staff, id), managerMessages.assigned);
  });

  app.openapi(notes, async (c) => {
    const { service, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await service.addNote(staff, id, c.req.valid('form').note);
    return ok(c, await service.detail(staff, id), managerMessages.noteAdded);
  });

  app.openapi(reply, async (c) => {
    const { service, staff } = await staffCall(c);
    const { id } = c.req.valid('param');
    await service.reply(staff, id, c.req.valid('form'));
    return ok(c, await service.detail(staff, id), managerMessages.replySent);
  });

  app.openapi(file, async (c) => {
    const { service, staff } = await staffCall(c);
    const { id, fileId } = c.req.valid('param');
    const found = await service.file(staff, id, fileId);
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
