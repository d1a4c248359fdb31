/** Quick order reads and the add's statements. Every function takes the db or a tx. */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  packingLimits,
  products,
  sections,
  stock,
  stores,
  type ProductUnit,
} from '../../db/schema';
import type { PriceColumn } from '../pricing/service';

export interface ProductRow {
  id: number;
  article: string | null;
  title: string;
  color: string;
  active: boolean;
  stepKg: number | null;
  /** Issue #35: kg, m or pcs; the line's quantity and price are in it. */
  unit: ProductUnit;
  section: string;
}

/** A product the preview may match, at the buyer's price per its unit (issue #35). */
export type CandidateRow = ProductRow & { price: number };

export function createQuickOrderRepository(db: Db) {
  const productColumns = {
    id: products.id,
    article: products.article,
    title: products.title,
    color: products.color,
    active: products.active,
    stepKg: packingLimits.stepKg,
    unit: products.unit,
    section: sections.title,
  };
  return {
    /** Every colour of the articles asked for (compared lowercased), at the buyer's `price`. */
    byArticles: async (articles: string[], price: PriceColumn): Promise<CandidateRow[]> =>
      articles.length === 0
        ? []
        : db
            .select({ ...productColumns, price })
            .from(products)
            .innerJoin(sections, eq(sections.id, products.sectionId))
            .leftJoin(packingLimits, eq(packingLimits.packing, products.packing))
            .where(inArray(sql`lower(${products.article})`, articles))
            .orderBy(asc(products.id)),

    byIds: async (ids: number[]): Promise<ProductRow[]> =>
      ids.length === 0
        ? []
        : db
            .select(productColumns)
            .from(products)
            .innerJoin(sections, eq(sections.id, products.sectionId))
            .leftJoin(packingLimits, eq(packingLimits.packing, products.packing))
            .where(inArray(products.id, ids)),

    /** Kilograms (the product's unit) at one warehouse. */
    stockAt: async (storeId: number, ids: number[]) =>
      new Map(
        ids.length === 0
          ? []
          : (
              await db
                .select({ productId: stock.productId, amount: stock.amount })
                .from(stock)
                .where(and(eq(stock.storeId, storeId), inArray(stock.productId, ids)))
            ).map((row) => [row.productId, row.amount]),
      ),

    /** The buyer's cart lines of these products; `lock` holds them until the transaction ends. */
    inCart: async (userId: number, ids: number[], lock = false) => {
      if (ids.length === 0) return new Map<number, number>();
      const query = db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids)))
        .orderBy(asc(cartItems.productId));
      const rows = lock ? await query.for('update') : await query;
      return new Map(rows.map((row) => [row.productId, row.quantity]));
    },

    storeTitle: async (storeId: number) =>
      (await db.select({ title: stores.title }).from(stores).where(eq(stores.id, storeId)))[0]
        ?.title ?? '',

    setLine: async (userId: number, productId: number, quantity: number) => {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity, updatedAt: sql`now()` },
        });
    },
  };
}

export type QuickOrderRepository = ReturnType<typeof createQuickOrderRepository>;
