/** Favourites rules (storefront.md §4): add or delete, then the ids and the list are re-read. */
import 'server-only';
import type { CatalogCard } from '../../../lib/api/contract/catalog';
import { AppError } from '../../http/app-error';
import type { FavoritesRepository } from './repository';

export const FAVORITES_PER_PAGE = 12;
export const favoritesTexts = { notFound: 'Товар не найден' } as const;

export function createFavoritesService(
  repo: FavoritesRepository,
  userId: number,
  cards: (ids: number[]) => Promise<CatalogCard[]>,
) {
  return {
    async add(productId: number) {
      if (!(await repo.productExists(productId))) throw new AppError(404, favoritesTexts.notFound);
      await repo.add(userId, productId);
      return { product_id: productId, favorite: true };
    },
    async remove(productId: number) {
      await repo.remove(userId, [productId]);
      return { product_id: productId, favorite: false };
    },
    async removeMany(productIds: number[]) {
      return { deleted: await repo.remove(userId, [...new Set(productIds)]) };
    },
    async ids() {
      return { ids: await repo.ids(userId) };
    },
    async list(page = 1, perPage = FAVORITES_PER_PAGE) {
      const { ids, total } = await repo.page(userId, perPage, (page - 1) * perPage);
      const maxPage = Math.max(1, Math.ceil(total / perPage));
      return {
        catalog_list: {
          elements: await cards(ids),
          pagin: { current: page, max_page: maxPage, total },
        },
      };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
