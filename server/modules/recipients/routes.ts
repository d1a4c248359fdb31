import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  changeRecipientSchema,
  recipientIdSchema,
  recipientInputSchema,
  recipientListSchema,
  recipientMessages,
  recipientSchema,
} from '../../../lib/api/contract/recipients';
import { ok } from '../../http/envelope';
import { jsonResponses, type PerRequest, type Router } from '../../http/router';
import { access } from '../../openapi/access';
import { buyersOnly, requireBuyer } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import type { RecipientsService } from './service';

const tags = ['Personal account: goods recipients'];
const needsLogin = { 401: { description: 'Not logged in' } };
const middleware = buyersOnly;

const listOfGoodsRecipients = createRoute({
  method: 'get',
  path: '/personalAccount/listOfGoodsRecipients',
  tags,
  ...access.buyer,
  middleware,
  summary: "The buyer's goods recipients, oldest first",
  responses: { ...jsonResponses(recipientListSchema, 'Recipients'), ...needsLogin },
});

const addRecipient = createRoute({
  method: 'post',
  path: '/personalAccount/addRecipient',
  tags,
  ...access.buyer,
  middleware,
  summary: 'Adds a recipient: kind (person|company), name, phone, email?, address, inn?, kpp?',
  request: { body: formBody(recipientInputSchema) },
  responses: { ...jsonResponses(recipientSchema, 'The new recipient'), ...needsLogin },
});

const changeRecipientData = createRoute({
  method: 'post',
  path: '/personalAccount/changeRecipientData',
  tags,
  ...access.buyer,
  middleware,
  summary: "Changes one of the buyer's recipients (id plus the fields of addRecipient)",
  request: { body: formBody(changeRecipientSchema) },
  responses: {
    ...jsonResponses(recipientSchema, 'The changed recipient', {
      notFound: 'No such recipient of this buyer',
    }),
    ...needsLogin,
  },
});

const deleteRecipient = createRoute({
  method: 'post',
  path: '/personalAccount/deleteRecipient',
  tags,
  ...access.buyer,
  middleware,
  summary: "Deletes one of the buyer's recipients (id)",
  request: { body: formBody(recipientIdSchema) },
  responses: {
    ...jsonResponses(z.object({ id: z.number().int() }), 'Deleted', {
      notFound: 'No such recipient of this buyer',
    }),
    ...needsLogin,
  },
});

export function registerRecipientsRoutes(
  app: Router,
  services: { recipients: PerRequest<RecipientsService> },
) {
  const service = services.recipients;

  app.openapi(listOfGoodsRecipients, async (c) => {
    const { userId } = requireBuyer(c);
    return ok(c, await (await service(c)).list(userId));
  });
  app.openapi(addRecipient, async (c) => {
    const { userId } = requireBuyer(c);
    return ok(
      c,
      await (await service(c)).add(userId, c.req.valid('form')),
      recipientMessages.added,
    );
  });
  app.openapi(changeRecipientData, async (c) => {
    const { userId } = requireBuyer(c);
    const { id, ...input } = c.req.valid('form');
    return ok(c, await (await service(c)).change(userId, id, input), recipientMessages.changed);
  });
  app.openapi(deleteRecipient, async (c) => {
    const { userId } = requireBuyer(c);
    const { id } = c.req.valid('form');
    await (await service(c)).remove(userId, id);
    return ok(c, { id }, recipientMessages.deleted);
  });
}
