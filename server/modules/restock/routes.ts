/**
 * "Сообщить о поступлении" (issue #21): subscribe to a product the buyer's warehouse does not
 * hold (or holds less than one packing step of), unsubscribe, list. The mail itself is sent by
 * the stock writers (server/modules/stock/writer.ts, order cancellation).
 */
import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  restockChangeSchema,
  restockFormSchema,
  restockListSchema,
  restockTexts,
} from '../../../lib/api/contract/restock';
import { routes } from '../../../lib/routes';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { jsonResponses, type AppDeps, type Router } from '../../http/router';
import { buyersOnly, requireBuyer } from '../../http/viewer';
import { formBody } from '../../http/form-body';
import { createBasketRepository } from '../basket/repository';
import { stepOf } from '../basket/service';
import { createRestockRepository } from './repository';

const tags = ['Restock notices'];
const needsLogin = { 401: { description: 'Not logged in' } };

const subscribe = createRoute({
  method: 'post',
  path: '/restock/subscribe',
  tags,
  summary:
    'Tell me when the product is back at my warehouse: one mail when its stock there reaches one packing step; 409 while it is already there',
  request: { body: formBody(restockFormSchema) },
  responses: {
    ...jsonResponses(restockChangeSchema, 'Subscribed', { notFound: restockTexts.notFound }),
    ...needsLogin,
    409: { description: restockTexts.alreadyInStock },
  },
});

const unsubscribe = createRoute({
  method: 'post',
  path: '/restock/unsubscribe',
  tags,
  summary: 'Cancels the notice for the product (no error when there was none)',
  request: { body: formBody(restockFormSchema) },
  responses: { ...jsonResponses(restockChangeSchema, 'Unsubscribed'), ...needsLogin },
});

const list = createRoute({
  method: 'get',
  path: '/restock/getList',
  tags,
  summary: "The buyer's restock notices, newest first",
  responses: { ...jsonResponses(restockListSchema, 'Subscriptions'), ...needsLogin },
});

export function registerRestockRoutes(app: Router, deps: AppDeps) {
  app.use('/restock/*', buyersOnly);
  const db = async () => (await deps.database()).db;

  app.openapi(subscribe, async (c) => {
    const buyer = requireBuyer(c);
    const { product_id } = c.req.valid('form');
    const basket = createBasketRepository(await db());
    const [product, user, defaultStep] = await Promise.all([
      basket.product(product_id),
      basket.buyer(buyer.userId),
      basket.defaultStep(),
    ]);
    if (!product) throw new AppError(404, restockTexts.notFound);
    if (!user) throw new AppError(401, 'Необходимо войти в личный кабинет');
    const storeId = buyer.storeId ?? user.storeId;
    const here = await basket.stockAt(product_id, storeId);
    if (product.active && here >= stepOf(product, defaultStep))
      throw new AppError(409, restockTexts.alreadyInStock);
    await createRestockRepository(await db()).subscribe(buyer.userId, product_id, storeId);
    return ok(c, { product_id, subscribed: true }, restockTexts.subscribed);
  });

  app.openapi(unsubscribe, async (c) => {
    const { userId } = requireBuyer(c);
    const { product_id } = c.req.valid('form');
    await createRestockRepository(await db()).unsubscribe(userId, product_id);
    return ok(c, { product_id, subscribed: false }, restockTexts.unsubscribed);
  });

  app.openapi(list, async (c) => {
    const { userId } = requireBuyer(c);
    const rows = await createRestockRepository(await db()).list(userId);
    return ok(c, {
      subscriptions: rows.map((row) => ({
        product_id: row.productId,
        title: row.title,
        color: row.color,
        article: row.article,
        detail_url: routes.product(row.sectionSlug, row.code),
        store: row.store,
        created_at: row.createdAt.toISOString(),
      })),
      ids: rows.map((row) => row.productId),
    });
  });
}
