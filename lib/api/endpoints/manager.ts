import type { RequestsQuery, RequestStatusInput } from '../contract/manager';
import { lazySchema, type ApiClient, type QueryParams } from '../client';

/** The contract loads with the first call, not with the page (lib/api/client.ts). */
const contract = () => import('../contract/manager');

/**
 * The managers' workspace (issue #20). The staff login goes through the route handler like the
 * buyers' one: the token pair lands in the httpOnly cookie, never in `data`.
 */
export const managerEndpoints = (client: ApiClient) => ({
  login: (form: { login: string; password: string }) =>
    client.request({ method: 'POST', path: '/manager/login/', form }),
  me: () => client.request({ path: '/manager/me/', schema: lazySchema(contract, 'staffSchema') }),
  requests: (query: RequestsQuery) =>
    client.request({
      path: '/manager/requests/',
      query: query as QueryParams,
      schema: lazySchema(contract, 'requestsListSchema'),
    }),
  request: (id: number) =>
    client.request({
      path: `/manager/requests/${id}/`,
      schema: lazySchema(contract, 'requestDetailSchema'),
    }),
  /** `from`: the status the screen showed; a change made meanwhile answers 409. */
  setStatus: (id: number, input: RequestStatusInput) =>
    client.request({
      method: 'POST',
      path: `/manager/requests/${id}/status/`,
      form: { status: input.status, from: input.from },
      schema: lazySchema(contract, 'requestDetailSchema'),
    }),
  assign: (id: number, assigneeId: number) =>
    client.request({
      method: 'POST',
      path: `/manager/requests/${id}/assign/`,
      form: { assignee_id: assigneeId },
      schema: lazySchema(contract, 'requestDetailSchema'),
    }),
  addNote: (id: number, note: string) =>
    client.request({
      method: 'POST',
      path: `/manager/requests/${id}/notes/`,
      form: { note },
      schema: lazySchema(contract, 'requestDetailSchema'),
    }),
  reply: (id: number, reply: { subject: string; text: string }) =>
    client.request({
      method: 'POST',
      path: `/manager/requests/${id}/reply/`,
      form: reply,
      schema: lazySchema(contract, 'requestDetailSchema'),
    }),
});
