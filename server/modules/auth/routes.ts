/**
 * /user/* session calls and /personalAccount/emailChangeFromLink (accounts.md §7). POST bodies
 * are form-encoded. Tokens are answered in `data` ({ jwt, rt }); the storefront's route handler
 * keeps them in the httpOnly cookie (server/gateway/).
 */
import 'server-only';
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  authMessages,
  checkInnQuerySchema,
  checkInnSchema,
  emailChangeAnswerSchema,
  emailChangeQuerySchema,
  loginSchema,
  logoutAnswerSchema,
  managersQuerySchema,
  passwordRecoveryChangeSchema,
  passwordRecoverySchema,
  personalManagersSchema,
  recoveryChangeAnswerSchema,
  refreshSchema,
  registrationIndividualSchema,
  registrationLegalSchema,
  tokensSchema,
} from '../../../lib/api/contract/auth';
import { clientAddress } from '../../../lib/net/client-address';
import { ok } from '../../http/envelope';
import {
  errorContent,
  jsonResponses,
  type AppEnv,
  type PerRequest,
  type Router,
} from '../../http/router';
import { access } from '../../openapi/access';
import type { AuthService } from './service';

const tags = ['Accounts'];

/** The header the route handler uses to hand the refresh token to `/user/logout`. */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';

const formBody = <T extends z.ZodType>(schema: T) => ({
  body: {
    required: true,
    content: { 'application/x-www-form-urlencoded': { schema } },
  },
});

const tooMany = { 429: errorContent("'Слишком много попыток, попробуйте позже'") };
const conflict = { 409: errorContent('The e-mail or the INN is already registered') };
const unauthorized = {
  401: errorContent('The refresh token is unknown, spent, revoked or expired'),
};

const registrationLegal = createRoute({
  method: 'post',
  path: '/user/registrationLegal',
  tags,
  ...access.public,
  summary: 'Registers a company buyer; answers the token pair',
  request: formBody(registrationLegalSchema),
  responses: {
    ...jsonResponses(tokensSchema, 'Registered and logged in'),
    ...conflict,
    ...tooMany,
  },
});

const registrationIndividual = createRoute({
  method: 'post',
  path: '/user/registrationIndividual',
  tags,
  ...access.public,
  summary: 'Registers a private buyer; answers the token pair',
  request: formBody(registrationIndividualSchema),
  responses: {
    ...jsonResponses(tokensSchema, 'Registered and logged in'),
    ...conflict,
    ...tooMany,
  },
});

const checkInn = createRoute({
  method: 'get',
  path: '/user/checkInn',
  tags,
  ...access.public,
  summary: 'Whether a company with this INN is already registered (INN check digits validated)',
  request: { query: checkInnQuerySchema },
  responses: jsonResponses(checkInnSchema, 'The exists flag'),
});

const managersForRegistration = createRoute({
  method: 'get',
  path: '/user/getPersonalManagerForStoreRegistr',
  tags,
  ...access.public,
  summary: 'Managers of a warehouse, for the registration form',
  request: { query: managersQuerySchema },
  responses: jsonResponses(personalManagersSchema, 'Managers', { notFound: 'Unknown warehouse' }),
});

const login = createRoute({
  method: 'post',
  path: '/user/login',
  tags,
  ...access.public,
  summary:
    "Logs in by e-mail and password; wrong data answers 400 'Не правильные логин или пароль'",
  request: formBody(loginSchema),
  responses: { ...jsonResponses(tokensSchema, 'Logged in'), ...tooMany },
});

const logout = createRoute({
  method: 'get',
  path: '/user/logout',
  tags,
  ...access.anyone,
  summary:
    'Ends the session: revokes the family of the refresh token in the `x-refresh-token` header, ' +
    "else every session of the caller's access token",
  responses: jsonResponses(logoutAnswerSchema, 'Logged out'),
});

const refresh = createRoute({
  method: 'post',
  path: '/user/refresh',
  tags,
  ...access.public,
  summary: 'Rotates the refresh token; a spent token revokes its whole family',
  request: formBody(refreshSchema),
  responses: { ...jsonResponses(tokensSchema, 'A new token pair'), ...unauthorized, ...tooMany },
});

const passwordRecovery = createRoute({
  method: 'post',
  path: '/user/passwordRecovery',
  tags,
  ...access.public,
  summary: 'Mails a one-hour recovery link; answers the same whether or not the e-mail is known',
  request: formBody(passwordRecoverySchema),
  responses: { ...jsonResponses(logoutAnswerSchema, 'Sent (if the account exists)'), ...tooMany },
});

const passwordRecoveryChange = createRoute({
  method: 'post',
  path: '/user/passwordRecoveryChange',
  tags,
  ...access.public,
  summary: 'Sets a new password with the code of the recovery link (single use, 1 hour)',
  request: formBody(passwordRecoveryChangeSchema),
  responses: { ...jsonResponses(recoveryChangeAnswerSchema, 'Password changed'), ...tooMany },
});

const emailChangeFromLink = createRoute({
  method: 'get',
  path: '/personalAccount/emailChangeFromLink',
  tags,
  ...access.anyone,
  summary: 'Confirms a new e-mail with the code of the link sent by setEmailUser/',
  request: { query: emailChangeQuerySchema },
  responses: { ...jsonResponses(emailChangeAnswerSchema, 'E-mail changed'), ...conflict },
});

/** The caller's address for rate limits (lib/net/client-address.ts: never the client's word). */
function clientIp(c: Context<AppEnv>): string {
  return clientAddress(c.req.raw.headers);
}

export function registerAuthRoutes(app: Router, services: { auth: PerRequest<AuthService> }) {
  const service = services.auth;

  app.openapi(registrationLegal, async (c) => {
    const input = c.req.valid('form');
    const tokens = await (await service(c)).register({ kind: 'legal', ...input }, clientIp(c));
    return ok(c, tokens, authMessages.registered);
  });

  app.openapi(registrationIndividual, async (c) => {
    const input = c.req.valid('form');
    const tokens = await (await service(c)).register({ kind: 'individual', ...input }, clientIp(c));
    return ok(c, tokens, authMessages.registered);
  });

  app.openapi(checkInn, async (c) =>
    ok(c, await (await service(c)).checkInn(c.req.valid('query').inn)),
  );

  app.openapi(managersForRegistration, async (c) =>
    ok(c, await (await service(c)).managersForRegistration(c.req.valid('query').store_code)),
  );

  app.openapi(login, async (c) => {
    const tokens = await (await service(c)).login(c.req.valid('form'), clientIp(c));
    return ok(c, tokens, authMessages.loggedIn);
  });

  app.openapi(logout, async (c) => {
    const viewer = c.get('viewer');
    const rt = c.req.header(REFRESH_TOKEN_HEADER) ?? null;
    await (
      await service(c)
    ).logout(rt && rt.length <= 200 ? rt : null, viewer.authenticated ? viewer.userId : null);
    return ok(c, null, authMessages.loggedOut);
  });

  app.openapi(refresh, async (c) =>
    ok(c, await (await service(c)).refresh(c.req.valid('form').rt, clientIp(c))),
  );

  app.openapi(passwordRecovery, async (c) => {
    await (await service(c)).requestRecovery(c.req.valid('form').email, clientIp(c));
    return ok(c, null, authMessages.recoverySent);
  });

  app.openapi(passwordRecoveryChange, async (c) => {
    const result = await (
      await service(c)
    ).changeRecoveredPassword(c.req.valid('form'), clientIp(c));
    return ok(c, result, authMessages.passwordChanged);
  });

  app.openapi(emailChangeFromLink, async (c) => {
    const viewer = c.get('viewer');
    const result = await (
      await service(c)
    ).confirmEmailChange(c.req.valid('query'), viewer.authenticated ? viewer : null);
    return ok(c, result, authMessages.emailChanged);
  });
}
