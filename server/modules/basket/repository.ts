/**
 * Cart reads and writes. The whole cart is three queries whatever its size: the lines with
 * their products and packing steps, the stock of those products, and the warehouses.
 */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PriceColumn } from '../pricing/service';
import {
  cartItems,
  packingLimits,
  products,
  sections,
  stock,
  stores,
  users,
  type ProductUnit,
} from '../../db/schema';

export const productColumns = {
  id: products.id,
  code: products.code,
  title: products.title,
  subtitle: products.subtitle,
  article: products.article,
  image: products.image,
  color: products.color,
  colorHex: products.colorHex,
  composition: products.composition,
  width: products.width,
  density: products.density,
  packing: products.packing,
  unit: products.unit,
  active: products.active,
  sectionSlug: sections.slug,
  sectionTitle: sections.title,
  packingTitle: packingLimits.title,
  stepKg: packingLimits.stepKg,
};

export type ProductRow = {
  id: number;
  code: string;
  title: string;
  subtitle: string | null;
  article: string | null;
  image: string;
  color: string;
  colorHex: string;
  composition: string;
  width: number;
  density: number;
  packing: 'roll' | 'pack' | 'stocking';
  /** Issue #35: kg, m or pcs; quantities and prices are in it. */
  unit: ProductUnit;
  active: boolean;
  sectionSlug: string;
  sectionTitle: string;
  packingTitle: string | null;
  stepKg: number | null;
};

/**
 * A cart line: its product, its quantity (kilograms, or the product's metres or pieces), and the
 * price per that unit of the buyer's type (issue #35).
 */
export type CartRow = ProductRow & { quantity: number; price: number };

export type StockRow = { productId: number; storeId: number; amount: number };
export type StoreRow = typeof stores.$inferSelect;

/** Works on the database or inside a transaction. */
export function createBasketRepository(db: Db) {
  return {
    buyer: async (userId: number) =>
      (
        await db
          .select({
            id: users.id,
            storeId: users.storeId,
            managerId: users.managerId,
            email: users.email,
            fio: users.fio,
            phone: users.phone,
            userType: users.userType,
          })
          .from(users)
          .where(eq(users.id, userId))
      )[0] ?? null,

    stores: async (): Promise<StoreRow[]> =>
      db.select().from(stores).where(eq(stores.published, true)).orderBy(asc(stores.sort)),

    product: async (productId: number): Promise<ProductRow | null> =>
      ((
        await db
          .select(productColumns)
          .from(products)
          .innerJoin(sections, eq(sections.id, products.sectionId))
          .leftJoin(packingLimits, eq(packingLimits.packing, products.packing))
          .where(eq(products.id, productId))
      )[0] as ProductRow | undefined) ?? null,

    /**
     * The default packing step, for a packing without its own row: kilograms, so it never stands
     * for a product in metres or pieces (lib/catalog/units.ts `quantityRule`).
     */
    defaultStep: async (): Promise<number> =>
      (
        await db
          .select({ stepKg: packingLimits.stepKg })
          .from(packingLimits)
          .where(eq(packingLimits.packing, 'default'))
      )[0]?.stepKg ?? 1,

    stockAt: async (productId: number, storeId: number): Promise<number> =>
      (
        await db
          .select({ amount: stock.amount })
          .from(stock)
          .where(and(eq(stock.productId, productId), eq(stock.storeId, storeId)))
      )[0]?.amount ?? 0,

    stock: async (productIds: number[]): Promise<StockRow[]> =>
      productIds.length === 0
        ? []
        : db
            .select({ productId: stock.productId, storeId: stock.storeId, amount: stock.amount })
            .from(stock)
            .where(inArray(stock.productId, productIds)),

    line: async (userId: number, productId: number) =>
      (
        await db
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      )[0] ?? null,

    /** Adds a line; false when the product was already in the cart. */
    insertLine: async (userId: number, productId: number, quantity: number) =>
      (
        await db
          .insert(cartItems)
          .values({ userId, productId, quantity })
          .onConflictDoNothing()
          .returning({ productId: cartItems.productId })
      ).length > 0,

    updateLine: async (userId: number, productId: number, quantity: number) =>
      (
        await db
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
          .returning({ productId: cartItems.productId })
      ).length > 0,

    deleteLines: async (userId: number, productIds: number[]) =>
      (
        await db
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
          .returning({ productId: cartItems.productId })
      ).map((row) => row.productId),

    /** The buyer's lines, oldest first, with their products at the buyer's `price`. */
    lines: async (userId: number, price: PriceColumn): Promise<CartRow[]> =>
      (await db
        .select({ ...productColumns, price, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .leftJoin(packingLimits, eq(packingLimits.packing, products.packing))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))) as CartRow[],

    informer: async (userId: number) =>
      db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId)),
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
