/**
 * "Сообщить о поступлении" (issue #21) for one buyer: a subscription is taken only for a product
 * their warehouse does not hold (or holds less than one packing step of); the mail itself is sent
 * by the stock writers (server/modules/stock/writer.ts, order cancellation).
 */
import 'server-only';
import { restockTexts } from '../../../lib/api/contract/restock';
import { routes } from '../../../lib/routes';
import { AppError } from '../../http/app-error';
import type { BasketRepository } from '../basket/repository';
import { stepOf } from '../basket/service';
import type { RestockRepository } from './repository';

export function createRestockService(
  repo: RestockRepository,
  basket: BasketRepository,
  buyer: { userId: number; storeId: number | null },
) {
  return {
    /** Subscribes at the buyer's warehouse; 409 while a packing step of it is already there. */
    async subscribe(productId: number) {
      const [product, user, defaultStep] = await Promise.all([
        basket.product(productId),
        basket.buyer(buyer.userId),
        basket.defaultStep(),
      ]);
      if (!product) throw new AppError(404, restockTexts.notFound);
      if (!user) throw new AppError(401, 'Необходимо войти в личный кабинет');
      const storeId = buyer.storeId ?? user.storeId;
      const here = await basket.stockAt(productId, storeId);
      if (product.active && here >= stepOf(product, defaultStep))
        throw new AppError(409, restockTexts.alreadyInStock);
      await repo.subscribe(buyer.userId, productId, storeId);
    },

    unsubscribe(productId: number) {
      return repo.unsubscribe(buyer.userId, productId);
    },

    /** The buyer's notices, newest first, with the products' pages. */
    async list() {
      const rows = await repo.list(buyer.userId);
      return {
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
      };
    },
  };
}

export type RestockService = ReturnType<typeof createRestockService>;
