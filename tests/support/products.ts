/**
 * Products for API tests that the quick order must name exactly: an active roll product whose
 * (article, colour) no other product has.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { products, sections, stock } from '@/server/db/schema';

export interface UniqueProduct {
  id: number;
  code: string;
  title: string;
  article: string;
  color: string;
  section: string;
  /** products.price: the companies' price type's. */
  price: number;
}

/**
 * The next such product in id order, starting at `cursor.skip` (moved past it, so each call of
 * a test file gets a product of its own), with `amount` of it at `storeId`.
 */
export async function uniqueProduct(
  db: Db,
  cursor: { skip: number },
  stockAt?: { storeId: number; amount: number },
): Promise<UniqueProduct> {
  for (;;) {
    const [row] = await db
      .select({
        id: products.id,
        code: products.code,
        title: products.title,
        article: products.article,
        color: products.color,
        section: sections.slug,
        price: products.price,
      })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .where(
        and(eq(products.packing, 'roll'), eq(products.active, true), isNotNull(products.article)),
      )
      .orderBy(products.id)
      .offset(cursor.skip++)
      .limit(1);
    if (!row) throw new Error('no active roll product with a unique article and colour is left');
    const [twin] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.article, row.article!), eq(products.color, row.color)));
    if (twin!.n !== 1) continue;
    if (stockAt) {
      const { storeId, amount } = stockAt;
      await db
        .insert(stock)
        .values({ productId: row.id, storeId, amount })
        .onConflictDoUpdate({ target: [stock.productId, stock.storeId], set: { amount } });
    }
    return { ...row, article: row.article! };
  }
}
