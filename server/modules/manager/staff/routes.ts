/**
 * The workspace's door (issue #20): the staff login, and who is logged in. The login admits staff
 * only; /manager/me needs a staff session (401 without one, 403 for a buyer), checked again in
 * the database.
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { loginSchema, tokensSchema } from '../../../../lib/api/contract/auth';
import { managerMessages, staffSchema } from '../../../../lib/api/contract/manager';
import { clientAddress } from '../../../../lib/net/client-address';
import { ok } from '../../../http/envelope';
import { formBody } from '../../../http/form-body';
import { errorContent, jsonResponses, type PerRequest, type Router } from '../../../http/router';
import { access } from '../../../openapi/access';
import type { AuthService } from '../../auth/service';
import type { RequestsService } from '../requests/service';
import { staffRoute, tags, type StaffCall } from '../shared/routes';
import { describeStaff } from './service';

const login = createRoute({
  method: 'post',
  path: '/manager/login',
  tags,
  ...access.public,
  summary: "Staff login of /manager/; a buyer's account answers as a wrong password",
  request: { body: formBody(loginSchema) },
  responses: {
    ...jsonResponses(tokensSchema, 'Logged in; the access token carries the role'),
    429: errorContent("'Слишком много попыток, попробуйте позже'"),
  },
});

const me = staffRoute({
  method: 'get',
  path: '/manager/me',
  ...access.staff,
  summary: 'The staff member of the session: role and warehouses',
  responses: jsonResponses(staffSchema, 'The staff member'),
});

export function registerStaffRoutes(
  app: Router,
  services: {
    auth: PerRequest<AuthService>;
    managerRequests: PerRequest<StaffCall<RequestsService>>;
  },
) {
  app.openapi(login, async (c) => {
    const auth = await services.auth(c);
    const tokens = await auth.staffLogin(c.req.valid('form'), clientAddress(c.req.raw.headers));
    return ok(c, tokens, managerMessages.loggedIn);
  });

  // The staff bar on every /manager/ page: who, their warehouses, the overdue requests' badge.
  app.openapi(me, async (c) => {
    const { service, staff } = await services.managerRequests(c);
    return ok(c, describeStaff(staff, await service.overdueCount(staff)));
  });
}
