import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  accountMessages,
  changeFioSchema,
  changeManagerSchema,
  changePasswordSchema,
  changePhoneSchema,
  changeResultSchema,
  changeStockSchema,
  contactManagerSchema,
  managerSummarySchema,
  profileSettingsSchema,
  setEmailSchema,
  stockListSchema,
  userDataSchema,
} from '../../../lib/api/contract/account';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppEnv, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly, requireBuyer } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import type { AccountService } from './service';

const tags = ['Personal account'];
const needsLogin = { 401: { description: 'Not logged in: Необходимо войти в личный кабинет' } };

const get = <T extends Parameters<typeof jsonResponses>[0]>(
  path: string,
  summary: string,
  data: T,
) =>
  createRoute({
    method: 'get',
    path,
    tags,
    ...access.buyer,
    middleware: buyersOnly,
    summary,
    responses: { ...jsonResponses(data, summary), ...needsLogin },
  });

const post = <
  T extends Parameters<typeof formBody>[0],
  D extends Parameters<typeof jsonResponses>[0],
>(
  path: string,
  summary: string,
  body: T,
  data: D,
) =>
  createRoute({
    method: 'post',
    path,
    tags,
    ...access.buyer,
    middleware: buyersOnly,
    summary,
    request: { body: formBody(body) },
    responses: { ...jsonResponses(data, summary), ...needsLogin },
  });

const getReferenceDataAndManager = get(
  '/personalAccount/getReferenceDataAndManager',
  'Short account data: name, company, warehouse, manager (userData)',
  userDataSchema,
);
const getProfileSettings = get(
  '/personalAccount/getProfileSettings',
  'Profile settings: e-mail, phone, name, warehouse, manager and the managers of the warehouse',
  profileSettingsSchema,
);
const getStockList = get(
  '/personalAccount/getStockList',
  'Warehouses: store_id, store_name',
  stockListSchema,
);
const changeFioUser = post(
  '/personalAccount/changeFioUser',
  'Changes the full name (fio)',
  changeFioSchema,
  changeResultSchema,
);
const setEmailUser = post(
  '/personalAccount/setEmailUser',
  'Mails a confirmation link to the new e-mail (current_password required, issue #33); the ' +
    'address changes when it is followed, the old one is told, other sessions end',
  setEmailSchema,
  changeResultSchema,
);
const changePhoneUser = post(
  '/personalAccount/changePhoneUser',
  'Changes the phone',
  changePhoneSchema,
  changeResultSchema,
);
const changeStockUser = createRoute({
  method: 'post',
  path: '/personalAccount/changeStockUser',
  tags,
  ...access.buyer,
  middleware: buyersOnly,
  summary: 'Refused: only the manager changes the warehouse (403 with the spec wording)',
  request: { body: formBody(changeStockSchema) },
  responses: {
    ...jsonResponses(changeResultSchema, 'Never answered'),
    ...needsLogin,
    403: { description: accountMessages.stockOnlyByManager },
  },
});
const changePasswordUser = post(
  '/personalAccount/changePasswordUser',
  'Changes the password: old_password, password, password2',
  changePasswordSchema,
  changeResultSchema,
);
const changeManager = post(
  '/personalAccount/changeManager',
  'Chooses another manager of the same warehouse (manager: id)',
  changeManagerSchema,
  managerSummarySchema,
);
const contactTheManager = post(
  '/personalAccount/contactTheManager',
  'A message to the personal manager (message); stored and mailed',
  contactManagerSchema,
  changeResultSchema,
);

export function registerAccountRoutes(
  app: Router,
  services: { account: PerRequest<AccountService> },
) {
  const service = services.account;
  const buyer = (c: Context<AppEnv>) => requireBuyer(c).userId;

  app.openapi(getReferenceDataAndManager, async (c) => {
    const userId = buyer(c);
    return ok(c, await (await service(c)).userData(userId));
  });
  app.openapi(getProfileSettings, async (c) => {
    const userId = buyer(c);
    return ok(c, await (await service(c)).profileSettings(userId));
  });
  app.openapi(getStockList, async (c) => {
    buyer(c);
    return ok(c, await (await service(c)).stockList());
  });
  app.openapi(changeFioUser, async (c) => {
    const userId = buyer(c);
    await (await service(c)).changeFio(userId, c.req.valid('form').fio);
    return ok(c, { changed: true }, accountMessages.saved);
  });
  app.openapi(setEmailUser, async (c) => {
    const userId = buyer(c);
    const { email, current_password } = c.req.valid('form');
    await (await service(c)).requestEmailChange(userId, email, current_password);
    return ok(c, { changed: false }, accountMessages.emailLinkSent);
  });
  app.openapi(changePhoneUser, async (c) => {
    const userId = buyer(c);
    await (await service(c)).changePhone(userId, c.req.valid('form').phone);
    return ok(c, { changed: true }, accountMessages.saved);
  });
  app.openapi(changeStockUser, (c) => {
    buyer(c);
    throw new AppError(403, accountMessages.stockOnlyByManager);
  });
  app.openapi(changePasswordUser, async (c) => {
    const { userId, sessionId } = requireBuyer(c);
    const { old_password, password } = c.req.valid('form');
    await (await service(c)).changePassword(userId, old_password, password, sessionId);
    return ok(c, { changed: true }, accountMessages.saved);
  });
  app.openapi(changeManager, async (c) => {
    const userId = buyer(c);
    const manager = await (await service(c)).changeManager(userId, c.req.valid('form').manager);
    return ok(c, manager, accountMessages.saved);
  });
  app.openapi(contactTheManager, async (c) => {
    const userId = buyer(c);
    await (await service(c)).contactManager(userId, c.req.valid('form').message);
    return ok(c, { changed: true }, accountMessages.messageSent);
  });
}
