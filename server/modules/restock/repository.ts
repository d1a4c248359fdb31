/** Restock subscriptions (issue #21). `claimRestocked` runs inside a stock writer's transaction. */
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { products, restockSubscriptions, sections, stores } from '../../db/schema';

/** A subscription whose stock came back: one mail goes to `email` after the commit. */
export interface RestockEvent {
  email: string;
  fio: string;
  productId: number;
  title: string;
  color: string;
  article: string | null;
  code: string;
  sectionSlug: string;
  storeTitle: string;
  amount: number;
}

/**
 * Ends, and answers, the subscriptions at `storeId` for `productIds` whose stock there is now at
 * least one packing step. Deleting is claiming: a concurrent writer waits on the rows and then
 * finds them gone, so each subscription is mailed once.
 */
export async function claimRestocked(
  db: Db,
  storeId: number,
  productIds: readonly number[],
): Promise<RestockEvent[]> {
  if (productIds.length === 0) return [];
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    delete from restock_subscriptions s
    using products p, stock st, users u, sections sec, stores so
    where s.store_id = ${storeId} and s.product_id in (${ids})
      and p.id = s.product_id and p.active
      and st.product_id = s.product_id and st.store_id = s.store_id
      and u.id = s.user_id and sec.id = p.section_id and so.id = s.store_id
      and st.amount >= coalesce(
        (select step_kg from packing_limits where packing = p.packing),
        (select step_kg from packing_limits where packing = 'default'),
        1)
    returning u.email, u.fio, p.id as product_id, p.title, p.color, p.article, p.code,
      sec.slug as section_slug, so.title as store_title, st.amount`);
  return rowsOf<{
    email: string;
    fio: string;
    product_id: number;
    title: string;
    color: string;
    article: string | null;
    code: string;
    section_slug: string;
    store_title: string;
    amount: string | number;
  }>(result).map((row) => ({
    email: row.email,
    fio: row.fio,
    productId: Number(row.product_id),
    title: row.title,
    color: row.color,
    article: row.article,
    code: row.code,
    sectionSlug: row.section_slug,
    storeTitle: row.store_title,
    amount: Number(row.amount),
  }));
}

export function createRestockRepository(db: Db) {
  return {
    subscribe: async (userId: number, productId: number, storeId: number) => {
      await db
        .insert(restockSubscriptions)
        .values({ userId, productId, storeId })
        .onConflictDoNothing();
    },

    unsubscribe: async (userId: number, productId: number) =>
      (
        await db
          .delete(restockSubscriptions)
          .where(
            and(
              eq(restockSubscriptions.userId, userId),
              eq(restockSubscriptions.productId, productId),
            ),
          )
          .returning({ productId: restockSubscriptions.productId })
      ).length > 0,

    list: (userId: number) =>
      db
        .select({
          productId: restockSubscriptions.productId,
          title: products.title,
          color: products.color,
          article: products.article,
          code: products.code,
          sectionSlug: sections.slug,
          store: stores.title,
          createdAt: restockSubscriptions.createdAt,
        })
        .from(restockSubscriptions)
        .innerJoin(products, eq(products.id, restockSubscriptions.productId))
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .innerJoin(stores, eq(stores.id, restockSubscriptions.storeId))
        .where(eq(restockSubscriptions.userId, userId))
        .orderBy(desc(restockSubscriptions.createdAt)),
  };
}

export type RestockRepository = ReturnType<typeof createRestockRepository>;
