/**
 * Catalogue reads. Every call runs a fixed number of queries whatever the page size: the page's
 * ids first, then their colours and stock in one query each (no N+1; tests count queries).
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../platform/memo-cache';
import {
  banners,
  collections,
  contentBlocks,
  packingLimits,
  products,
  propertyDefs,
  sections,
  stock,
  stores,
} from '../../db/schema';

/** Filterable properties and the column each one reads. */
export const propertyColumns = {
  density: { column: products.density, kind: 'number' },
  width: { column: products.width, kind: 'number' },
  cotton: { column: products.cotton, kind: 'number' },
  price: { column: products.price, kind: 'number' },
  color: { column: products.color, kind: 'text' },
  packing: { column: products.packing, kind: 'text' },
  composition: { column: products.composition, kind: 'text' },
} as const satisfies Record<string, { column: AnyPgColumn; kind: 'number' | 'text' }>;
export type PropertyCode = keyof typeof propertyColumns;
export const isPropertyCode = (code: string): code is PropertyCode => code in propertyColumns;

/** Which products are in play before the shopper's filter: section, collection, warehouse. */
export interface Scope {
  sectionId?: number;
  collectionId?: number;
  /** Only products with stock at this warehouse. */
  storeId?: number;
}

/** The shopper's filter with values already in their stored form (colour names, not slugs). */
export interface Criteria {
  ranges: Partial<Record<PropertyCode, { from?: number; to?: number }>>;
  values: Partial<Record<PropertyCode, string[]>>;
}

export type ListSort = 'popular' | 'price_asc' | 'price_desc' | 'new';

function scopeConditions(scope: Scope): SQL[] {
  const conditions: SQL[] = [eq(products.active, true)];
  if (scope.sectionId !== undefined) conditions.push(eq(products.sectionId, scope.sectionId));
  if (scope.collectionId !== undefined)
    conditions.push(eq(products.collectionId, scope.collectionId));
  if (scope.storeId !== undefined) {
    // One bit per warehouse, kept by a trigger on stock (schema.ts, migration 0002).
    conditions.push(sql`(${products.stockMask} & ${1 << (scope.storeId - 1)}) <> 0`);
  }
  return conditions;
}

function criteriaConditions(criteria: Criteria, except?: PropertyCode): SQL[] {
  const conditions: SQL[] = [];
  for (const [code, range] of Object.entries(criteria.ranges) as [
    PropertyCode,
    { from?: number; to?: number },
  ][]) {
    if (code === except) continue;
    const { column } = propertyColumns[code];
    if (range.from !== undefined) conditions.push(gte(column, range.from));
    if (range.to !== undefined) conditions.push(lte(column, range.to));
  }
  for (const [code, values] of Object.entries(criteria.values) as [PropertyCode, string[]][]) {
    if (code === except) continue;
    // Values the shopper named but the catalogue does not have match nothing.
    conditions.push(values.length > 0 ? inArray(propertyColumns[code].column, values) : sql`false`);
  }
  return conditions;
}

const whereAll = (conditions: SQL[]) => (conditions.length > 0 ? and(...conditions) : undefined);
const truthy = (conditions: SQL[]) => whereAll(conditions) ?? sql`true`;

const sortOrder = {
  popular: [desc(products.popularity), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  new: [desc(products.createdAt), asc(products.id)],
} as const;

const cardColumns = {
  id: products.id,
  code: products.code,
  modelId: products.modelId,
  title: products.title,
  subtitle: products.subtitle,
  composition: products.composition,
  density: products.density,
  width: products.width,
  cotton: products.cotton,
  packing: products.packing,
  color: products.color,
  colorHex: products.colorHex,
  image: products.image,
  morePhotos: products.morePhotos,
  price: products.price,
  sectionId: sections.id,
  sectionSlug: sections.slug,
  sectionTitle: sections.title,
};
type ColumnValue<C extends AnyPgColumn> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;
export type CardRow = { [K in keyof typeof cardColumns]: ColumnValue<(typeof cardColumns)[K]> };

/** One page of product ids in order, and how many products match in all (listing, search). */
/**
 * One page of product ids in order, and how many products match in all (listing, search). The
 * page itself is an index walk; the total is a scan, so it is kept in the cache under `countKey`.
 */
export async function productPage(
  db: Db,
  cache: MemoCache,
  countKey: string,
  where: SQL | undefined,
  order: readonly SQL[],
  limit: number,
  offset: number,
) {
  const [ids, total] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    cache.getOrSet(countKey, async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return row?.count ?? 0;
    }),
  ]);
  return { ids: ids.map((row) => row.id), total };
}

export function createCatalogRepository(db: Db, cache: MemoCache) {
  return {
    sections: () => db.select().from(sections).orderBy(asc(sections.sort), asc(sections.id)),

    sectionBySlug: async (slug: string) =>
      (await db.select().from(sections).where(eq(sections.slug, slug)).limit(1))[0] ?? null,

    sectionById: async (id: number) =>
      (await db.select().from(sections).where(eq(sections.id, id)).limit(1))[0] ?? null,

    collections: (sectionId?: number) =>
      db
        .select()
        .from(collections)
        .where(sectionId === undefined ? undefined : eq(collections.sectionId, sectionId))
        .orderBy(asc(collections.sort), asc(collections.id)),

    collectionBySlug: async (sectionId: number, slug: string) =>
      (
        await db
          .select()
          .from(collections)
          .where(and(eq(collections.sectionId, sectionId), eq(collections.slug, slug)))
          .limit(1)
      )[0] ?? null,

    /** Active products per section and per collection, at a warehouse when one is given. */
    counts: (storeId?: number) =>
      cache.getOrSet(`catalog:sections:${storeId ?? 'all'}`, async () => {
        const rows = await db
          .select({
            sectionId: products.sectionId,
            collectionId: products.collectionId,
            count: sql<number>`count(*)::int`,
          })
          .from(products)
          .where(whereAll(scopeConditions({ storeId })))
          .groupBy(products.sectionId, products.collectionId);
        const bySection = new Map<number, number>();
        const byCollection = new Map<number, number>();
        for (const row of rows) {
          bySection.set(row.sectionId, (bySection.get(row.sectionId) ?? 0) + row.count);
          if (row.collectionId !== null) byCollection.set(row.collectionId, row.count);
        }
        return { bySection, byCollection };
      }),

    banners: (placement: string, sectionId?: number) =>
      db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.placement, placement),
            sectionId === undefined
              ? undefined
              : or(eq(banners.sectionId, sectionId), sql`${banners.sectionId} is null`),
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id)),

    contentBlock: async (page: string, block: string) =>
      (
        await db
          .select({ data: contentBlocks.data })
          .from(contentBlocks)
          .where(and(eq(contentBlocks.page, page), eq(contentBlocks.block, block)))
          .limit(1)
      )[0]?.data ?? null,

    stores: () => db.select().from(stores).orderBy(asc(stores.sort), asc(stores.id)),

    packingLimits: () => db.select().from(packingLimits),

    propertyDefs: () => db.select().from(propertyDefs).orderBy(asc(propertyDefs.sort)),

    /** Distinct stored values of a text property (colours, compositions: a few dozen). */
    distinctValues: (code: PropertyCode) =>
      // A scan of every product for a few dozen values: asked on every filtered request.
      cache.getOrSet(`catalog:values:${code}`, async () => {
        const { column } = propertyColumns[code];
        const rows = await db
          .selectDistinct({ value: sql<string>`${column}::text` })
          .from(products)
          .where(eq(products.active, true));
        return rows.map((row) => row.value);
      }),

    /** One page of product ids in order, and how many match in all. */
    page: async (
      scope: Scope,
      criteria: Criteria,
      sort: ListSort,
      limit: number,
      offset: number,
    ) => {
      const where = whereAll([...scopeConditions(scope), ...criteriaConditions(criteria)]);
      const countKey = `catalog:count:${JSON.stringify([scope, criteria])}`;
      return productPage(db, cache, countKey, where, sortOrder[sort], limit, offset);
    },

    cards: async (ids: number[]): Promise<CardRow[]> => {
      if (ids.length === 0) return [];
      return db
        .select(cardColumns)
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .where(inArray(products.id, ids));
    },

    cardByCode: async (code: string): Promise<CardRow | null> =>
      (
        await db
          .select(cardColumns)
          .from(products)
          .innerJoin(sections, eq(sections.id, products.sectionId))
          .where(and(eq(products.code, code), eq(products.active, true)))
          .limit(1)
      )[0] ?? null,

    /** Every active colour of the given fabrics (models). */
    colours: async (modelIds: number[]) => {
      if (modelIds.length === 0) return [];
      return db
        .select({
          id: products.id,
          modelId: products.modelId,
          code: products.code,
          color: products.color,
          colorHex: products.colorHex,
          image: products.image,
          sectionSlug: sections.slug,
        })
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .where(and(inArray(products.modelId, modelIds), eq(products.active, true)))
        .orderBy(asc(products.id));
    },

    stock: async (productIds: number[]) => {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: stock.productId, storeId: stock.storeId, amount: stock.amount })
        .from(stock)
        .where(inArray(stock.productId, productIds));
    },

    /** Fabrics of other sections in the same colour: ribbing and cuffs for a knit, and back. */
    companions: async (sectionSlugs: string[], color: string, limit: number) => {
      if (sectionSlugs.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .where(
          and(
            eq(products.active, true),
            inArray(sections.slug, sectionSlugs),
            eq(products.color, color),
          ),
        )
        .orderBy(desc(products.popularity), asc(products.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** MIN/MAX of a numeric property in scope, and within what the other filters allow. */
    rangeStats: async (code: PropertyCode, scope: Scope, criteria: Criteria) => {
      const { column } = propertyColumns[code];
      const others = truthy(criteriaConditions(criteria, code));
      const [row] = await db
        .select({
          min: sql<string | null>`min(${column})`,
          max: sql<string | null>`max(${column})`,
          availableMin: sql<string | null>`min(${column}) filter (where ${others})`,
          availableMax: sql<string | null>`max(${column}) filter (where ${others})`,
        })
        .from(products)
        .where(whereAll(scopeConditions(scope)));
      const num = (value: string | null | undefined) =>
        value === null || value === undefined ? null : Number(value);
      return {
        min: num(row?.min),
        max: num(row?.max),
        availableMin: num(row?.availableMin),
        availableMax: num(row?.availableMax),
      };
    },

    /** Each value of a text property in scope, with how many products the other filters leave it. */
    valueCounts: async (code: PropertyCode, scope: Scope, criteria: Criteria) => {
      const { column } = propertyColumns[code];
      const others = truthy(criteriaConditions(criteria, code));
      const rows = await db
        .select({
          value: sql<string>`${column}::text`,
          hex: sql<string>`min(${products.colorHex})`,
          count: sql<number>`(count(*) filter (where ${others}))::int`,
        })
        .from(products)
        .where(whereAll(scopeConditions(scope)))
        .groupBy(column)
        .orderBy(asc(column));
      return rows;
    },

    matching: async (scope: Scope, criteria: Criteria) => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(whereAll([...scopeConditions(scope), ...criteriaConditions(criteria)]));
      return row?.count ?? 0;
    },

    storeByCode: async (code: string) => {
      const asNumber = /^\d+$/.test(code) ? Number(code) : null;
      const rows = await db
        .select()
        .from(stores)
        .where(asNumber !== null ? eq(stores.filterValue, asNumber) : eq(stores.xmlId, code))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
