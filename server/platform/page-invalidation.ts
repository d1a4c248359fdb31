/**
 * Drops the cached anonymous pages a change affects (issue #16, lib/page-cache). Stock that
 * moves (an order placed or cancelled) drops the product's page, its section's and collection's
 * listings in every variant (warehouse filter, sort, page), the all-products listing, search
 * results and home; a reseed drops everything. Called after the commit: a failure here is
 * logged and never undoes the order (the pages then live out their lifetime, five minutes).
 */
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { pageTags } from '../../lib/page-cache/keys.mjs';
import type { Db } from '../db/client';
import { collections, products, sections } from '../db/schema';
import type { Logger } from './logger';

export interface PageInvalidator {
  stockMoved(productIds: readonly number[]): Promise<void>;
  everything(): Promise<void>;
}

export type InvalidateTags = (tags: string[]) => Promise<void>;

/** The tags of the pages that show these products. */
export async function productTags(db: Db, productIds: readonly number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ code: products.code, section: sections.slug, collection: collections.slug })
    .from(products)
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .where(inArray(products.id, [...productIds]));
  const tags = new Set([pageTags.catalog, pageTags.search, pageTags.home]);
  for (const row of rows) {
    tags.add(pageTags.product(row.code));
    tags.add(pageTags.section(row.section));
    if (row.collection) tags.add(pageTags.collection(row.section, row.collection));
  }
  return [...tags];
}

export function createPageInvalidator(
  database: () => Promise<{ db: Db }>,
  invalidate: InvalidateTags,
  logger: Logger,
): PageInvalidator {
  const run = async (what: string, tags: () => Promise<string[]>) => {
    try {
      await invalidate(await tags());
    } catch (error) {
      logger.error('page cache invalidation failed', { error, what });
    }
  };
  return {
    stockMoved: (productIds) =>
      run('stock', async () => productTags((await database()).db, productIds)),
    everything: () => run('all', async () => [pageTags.all]),
  };
}
