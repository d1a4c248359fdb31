/** Favourites: a set of product ids per buyer, newest first. */
import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, products } from '../../db/schema';

export function createFavoritesRepository(db: Db) {
  return {
    productExists: async (productId: number) =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.active, true)))
      ).length > 0,

    add: async (userId: number, productId: number) => {
      await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
    },

    remove: async (userId: number, productIds: number[]) =>
      (
        await db
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), inArray(favorites.productId, productIds)))
          .returning({ productId: favorites.productId })
      ).map((row) => row.productId),

    ids: async (userId: number) =>
      (
        await db
          .select({ productId: favorites.productId })
          .from(favorites)
          .where(eq(favorites.userId, userId))
          .orderBy(desc(favorites.createdAt), desc(favorites.productId))
      ).map((row) => row.productId),

    page: async (userId: number, limit: number, offset: number) => {
      const [ids, [total]] = await Promise.all([
        db
          .select({ productId: favorites.productId })
          .from(favorites)
          .innerJoin(products, eq(products.id, favorites.productId))
          .where(and(eq(favorites.userId, userId), eq(products.active, true)))
          .orderBy(desc(favorites.createdAt), desc(favorites.productId))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(favorites)
          .innerJoin(products, eq(products.id, favorites.productId))
          .where(and(eq(favorites.userId, userId), eq(products.active, true))),
      ]);
      return { ids: ids.map((row) => row.productId), total: total?.total ?? 0 };
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
