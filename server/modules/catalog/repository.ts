/**
 * Catalogue reads. Every call runs a fixed number of queries whatever the page size: the page's
 * ids first, then their colours and stock in one query each (no N+1; tests count queries).
 */
import 'server-only';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_ID } from '../../../lib/validation/ids';
import { rowsOf, type Db } from '../../db/client';
import type { MemoCache } from '../../platform/memo-cache';
import { createPricing, type BuyerPrice, type PriceColumn } from '../pricing/service';
import {
  banners,
  collections,
  contentBlocks,
  packingLimits,
  productCounts,
  products,
  propertyDefs,
  sections,
  stock,
  stores,
  users,
} from '../../db/schema';

/**
 * Filterable properties and the column each one reads. `price` is the catalogue's price here;
 * a buyer's filter, sort and facets read their own type's (`columnOf`, issue #35).
 */
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

/** The column a property reads for a viewer whose price is `price`. */
const columnOf = (code: PropertyCode, price: PriceColumn): AnyPgColumn | SQL =>
  code === 'price' ? price : propertyColumns[code].column;

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

const numericCodes = (Object.keys(propertyColumns) as PropertyCode[]).filter(
  (code) => propertyColumns[code].kind === 'number',
);
const textCodes = (Object.keys(propertyColumns) as PropertyCode[]).filter(
  (code) => propertyColumns[code].kind === 'text',
);

/** The filter's numbers for one scope and filter (see `facets`). */
export interface Facets {
  /** Products that pass the whole filter. */
  total: number;
  /** MIN/MAX in scope, and within what the other properties of the filter allow. */
  range(code: PropertyCode): {
    min: number | null;
    max: number | null;
    availableMin: number | null;
    availableMax: number | null;
  };
  /** Each value in scope, with how many products the other properties leave it. */
  values(code: PropertyCode): { value: string; hex: string; count: number }[];
}

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

/** The codes the shopper's filter names, each once. */
const criteriaCodes = (criteria: Criteria) =>
  [
    ...new Set([...Object.keys(criteria.ranges), ...Object.keys(criteria.values)]),
  ] as PropertyCode[];

/**
 * A range's bounds as its column can compare them. The URL form takes up to 12 digits and a
 * fraction (lib/catalog/smart-filter.ts), but density, width and cotton are `integer` columns:
 * bound as integers, 1.5 or 2147483648 failed the whole statement (500, issue #33). So an integer
 * column gets whole bounds (rounded inwards), and a bound past its range matches nothing (from)
 * or everything (to), as it would on a column that could hold it.
 */
function rangeConditions(column: AnyPgColumn | SQL, range: { from?: number; to?: number }): SQL[] {
  const conditions: SQL[] = [];
  // A column or the buyer's price expression: compared alike (no column encoder is needed for
  // a number).
  const atLeast = (value: number) => sql`${column} >= ${value}`;
  const atMost = (value: number) => sql`${column} <= ${value}`;
  const whole = 'columnType' in column && column.columnType === 'PgInteger';
  if (range.from !== undefined) {
    if (!whole) conditions.push(atLeast(range.from));
    else if (Math.ceil(range.from) > MAX_ID) conditions.push(sql`false`);
    else conditions.push(atLeast(Math.ceil(range.from)));
  }
  if (range.to !== undefined) {
    if (!whole) conditions.push(atMost(range.to));
    else if (range.to < MAX_ID) conditions.push(atMost(Math.floor(range.to)));
  }
  return conditions;
}

/** The conditions one property of the filter sets (its range, or the values it names). */
function conditionsFor(criteria: Criteria, code: PropertyCode, price: PriceColumn): SQL[] {
  const { column } = propertyColumns[code];
  const range = criteria.ranges[code];
  const conditions: SQL[] = range ? rangeConditions(columnOf(code, price), range) : [];
  // Values name text properties only (never the price).
  const values = criteria.values[code];
  // Values the shopper named but the catalogue does not have match nothing.
  if (values) conditions.push(values.length > 0 ? inArray(column, values) : sql`false`);
  return conditions;
}

function criteriaConditions(criteria: Criteria, price: PriceColumn): SQL[] {
  return criteriaCodes(criteria).flatMap((code) => conditionsFor(criteria, code, price));
}

/** True when the shopper's filter names nothing: totals can come from product_counts. */
export const noCriteria = (criteria: Criteria) =>
  Object.keys(criteria.ranges).length === 0 && Object.keys(criteria.values).length === 0;

/** Packing is an enum of the schema: its values need no query. */
const PACKINGS = ['roll', 'pack', 'stocking'] as const;

const whereAll = (conditions: SQL[]) => (conditions.length > 0 ? and(...conditions) : undefined);
const truthy = (conditions: SQL[]) => whereAll(conditions) ?? sql`true`;

const sortOrder = (sort: ListSort, price: PriceColumn): SQL[] => {
  switch (sort) {
    case 'popular':
      return [desc(products.popularity), asc(products.id)];
    case 'price_asc':
      return [asc(price), asc(products.id)];
    case 'price_desc':
      return [desc(price), asc(products.id)];
    case 'new':
      return [desc(products.createdAt), asc(products.id)];
  }
};

const cardColumns = {
  id: products.id,
  code: products.code,
  modelId: products.modelId,
  title: products.title,
  subtitle: products.subtitle,
  article: products.article,
  composition: products.composition,
  density: products.density,
  width: products.width,
  cotton: products.cotton,
  packing: products.packing,
  unit: products.unit,
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

export interface ColourRow {
  id: number;
  modelId: number;
  code: string;
  color: string;
  colorHex: string;
  image: string;
  sectionSlug: string;
}
export interface StockRow {
  productId: number;
  storeId: number;
  amount: number;
}
/** A card's row with its fabric's colours and its stock, read in the same statement. */
export type FullCardRow = CardRow & { colours: ColourRow[]; stock: StockRow[] };
/** The product page's row: the card's and 1C's description (HTML or plain text, or null). */
export type DetailCardRow = FullCardRow & { description: string | null };

// Correlated subqueries of the card statement: every colour of the product's fabric, and its
// stock per warehouse, as JSON (one round trip for the whole page instead of three).
const colourList = sql<ColourRow[]>`(select coalesce(json_agg(json_build_object(
    'id', c.id, 'modelId', c.model_id, 'code', c.code, 'color', c.color,
    'colorHex', c.color_hex, 'image', c.image, 'sectionSlug', cs.slug) order by c.id), '[]'::json)
  from products c join sections cs on cs.id = c.section_id
  where c.model_id = ${products.modelId} and c.active)`;
const stockList = sql<StockRow[]>`(select coalesce(json_agg(json_build_object(
    'productId', st.product_id, 'storeId', st.store_id, 'amount', st.amount)), '[]'::json)
  from stock st where st.product_id = ${products.id})`;
/** The card statement's columns, with the viewer's price (issue #35). */
const fullCardColumns = (price: PriceColumn) => ({
  ...cardColumns,
  price,
  colours: colourList,
  stock: stockList,
});

/**
 * One page of product ids in order, and how many products match in all (listing, search). The
 * total comes first (maintained counts, or a scan kept in the cache under `countKey`): a page
 * past the end, or of a filter that matches nothing, then costs no walk of the sort index —
 * which, for a filter that matches little of a section, would visit the whole section. `offset`
 * may depend on the total (the listing clamps the page number to the last page).
 */
export async function productPage(
  db: Db,
  cache: MemoCache,
  countKey: string,
  where: SQL | undefined,
  order: readonly SQL[],
  limit: number,
  offset: number | ((total: number) => number),
  /** A cheaper way to the total than a scan (the maintained counts), when there is one. */
  countOf?: () => Promise<number>,
) {
  const total =
    (await countOf?.()) ??
    (await cache.getOrSet(countKey, async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return row?.count ?? 0;
    }));
  const start = typeof offset === 'function' ? offset(total) : offset;
  if (start >= total || limit === 0) return { ids: [] as number[], total };
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(start);
  return { ids: ids.map((row) => row.id), total };
}

export function createCatalogRepository(db: Db, cache: MemoCache) {
  const pricing = createPricing(db, cache);
  /** How many active products a scope holds, from product_counts (no filter applied). */
  const scopeCount = async (scope: Scope) => {
    const conditions: SQL[] = [];
    if (scope.sectionId !== undefined)
      conditions.push(eq(productCounts.sectionId, scope.sectionId));
    if (scope.collectionId !== undefined)
      conditions.push(eq(productCounts.collectionId, scope.collectionId));
    if (scope.storeId !== undefined)
      conditions.push(sql`(${productCounts.stockMask} & ${1 << (scope.storeId - 1)}) <> 0`);
    const [row] = await db
      .select({ count: sql<number>`coalesce(sum(${productCounts.count}), 0)::int` })
      .from(productCounts)
      .where(whereAll(conditions));
    return row?.count ?? 0;
  };

  // Small reference tables, read by nearly every call: kept in the memo cache with the totals
  // (30 s TTL, cleared by writers), so a warm call spends its round trips on products only.
  // (Drizzle's queries are thenables that run again on every await: the loader awaits once.)
  const reference = <T>(name: string, load: () => PromiseLike<T>) =>
    cache.getOrSet(`catalog:ref:${name}`, async () => await load());
  const sectionRows = () =>
    reference('sections', () =>
      // A section 1C deleted is hidden (its products stay for the orders that name them).
      db
        .select()
        .from(sections)
        .where(eq(sections.active, true))
        .orderBy(asc(sections.sort), asc(sections.id)),
    );
  // Buyers see a warehouse 1C added only once the head has published it (issue #35).
  const storeRows = () =>
    reference('stores', () =>
      db
        .select()
        .from(stores)
        .where(eq(stores.published, true))
        .orderBy(asc(stores.sort), asc(stores.id)),
    );

  return {
    sections: sectionRows,

    sectionBySlug: async (slug: string) =>
      (await sectionRows()).find((row) => row.slug === slug) ?? null,

    sectionById: async (id: number) => (await sectionRows()).find((row) => row.id === id) ?? null,

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

    /**
     * Active products per section and per collection, at a warehouse when one is given: a read
     * of the maintained product_counts (a few hundred rows), never a scan of products.
     */
    counts: async (storeId?: number) => {
      const rows = await db
        .select({
          sectionId: productCounts.sectionId,
          collectionId: productCounts.collectionId,
          count: sql<number>`sum(${productCounts.count})::int`,
        })
        .from(productCounts)
        .where(
          storeId === undefined
            ? undefined
            : sql`(${productCounts.stockMask} & ${1 << (storeId - 1)}) <> 0`,
        )
        .groupBy(productCounts.sectionId, productCounts.collectionId);
      const bySection = new Map<number, number>();
      const byCollection = new Map<number, number>();
      for (const row of rows) {
        bySection.set(row.sectionId, (bySection.get(row.sectionId) ?? 0) + row.count);
        if (row.collectionId !== 0)
          byCollection.set(row.collectionId, (byCollection.get(row.collectionId) ?? 0) + row.count);
      }
      return { bySection, byCollection };
    },

    scopeCount,

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

    stores: storeRows,

    /** A buyer's own warehouse (accounts.md §4: only a manager changes it), or null. */
    userStoreId: async (userId: number): Promise<number | null> =>
      (await db.select({ storeId: users.storeId }).from(users).where(eq(users.id, userId)))[0]
        ?.storeId ?? null,

    /** A buyer's price type when the token names none (server/modules/pricing). */
    userPriceTypeId: (userId: number) => pricing.typeOfUser(userId),

    /** The price of a type, as the catalogue's statements read it. */
    priceOfType: (typeId: number | null) => pricing.price(typeId),

    packingLimits: () => reference('packing', () => db.select().from(packingLimits)),

    propertyDefs: () =>
      reference('defs', () => db.select().from(propertyDefs).orderBy(asc(propertyDefs.sort))),

    /**
     * Distinct stored values of a property (colours, compositions: a few dozen). Text columns
     * with an index are walked key by key (a loose index scan: one probe per value, not a scan of
     * every product); packing is an enum. Values of inactive products may be among them, which
     * changes nothing: a filter naming one matches no active product either way.
     */
    distinctValues: (code: PropertyCode): Promise<string[]> => {
      if (code === 'packing') return Promise.resolve([...PACKINGS]);
      return cache.getOrSet(`catalog:values:${code}`, async () => {
        const { column } = propertyColumns[code];
        if (code === 'color' || code === 'composition') {
          const name = sql.identifier(code);
          const result = await db.execute(
            sql`with recursive walk(value) as (
                  (select ${name} from ${products} order by 1 limit 1)
                  union all
                  select (select ${name} from ${products} where ${name} > walk.value order by 1 limit 1)
                  from walk where walk.value is not null)
                select value::text as value from walk where value is not null`,
          );
          return rowsOf<{ value: string }>(result).map((row) => row.value);
        }
        const rows = await db
          .selectDistinct({ value: sql<string>`${column}::text` })
          .from(products)
          .where(eq(products.active, true));
        return rows.map((row) => row.value);
      });
    },

    /** One page of product ids in order, and how many match in all, at the viewer's price. */
    page: async (
      scope: Scope,
      criteria: Criteria,
      sort: ListSort,
      limit: number,
      offset: number | ((total: number) => number),
      price: BuyerPrice,
    ) => {
      const where = whereAll([
        ...scopeConditions(scope),
        ...criteriaConditions(criteria, price.column),
      ]);
      // A price range counts differently for each price type; other filters are shared.
      const priced = criteria.ranges.price ? `:${price.key}` : '';
      const countKey = `catalog:count${priced}:${JSON.stringify([scope, criteria])}`;
      const countOf = noCriteria(criteria) ? () => scopeCount(scope) : undefined;
      const order = sortOrder(sort, price.column);
      return productPage(db, cache, countKey, where, order, limit, offset, countOf);
    },

    /** Cards with their colours and stock at `price`, in one statement (order is the caller's). */
    fullCards: async (ids: number[], price: PriceColumn): Promise<FullCardRow[]> => {
      if (ids.length === 0) return [];
      return db
        .select(fullCardColumns(price))
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .where(inArray(products.id, ids));
    },

    /** The product page's card: a card's row and 1C's description, as stored (issue #35). */
    fullCardByCode: async (code: string, price: PriceColumn): Promise<DetailCardRow | null> =>
      (
        await db
          .select({ ...fullCardColumns(price), description: products.description })
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

    /**
     * Everything the filter shows, from one scan of the scope: the products are grouped by their
     * text values and by whether each property of the filter lets them through, with MIN/MAX of
     * the numeric properties per group; a value's count "with the other filters" and a range's
     * available bounds are then sums and minima over the groups the other properties allow. A
     * few hundred groups at most, whatever the size of the section.
     */
    facets: async (scope: Scope, criteria: Criteria, price: PriceColumn): Promise<Facets> => {
      const codes = criteriaCodes(criteria);
      const flags = codes.map(
        (code, i) =>
          sql`(${truthy(conditionsFor(criteria, code, price))}) as ${sql.identifier(`f${i}`)}`,
      );
      const stats = numericCodes.flatMap((code) => {
        const column = columnOf(code, price);
        return [
          sql`min(${column})::float8 as ${sql.identifier(`${code}_min`)}`,
          sql`max(${column})::float8 as ${sql.identifier(`${code}_max`)}`,
        ];
      });
      const keys = textCodes.map(
        (code) => sql`${propertyColumns[code].column}::text as ${sql.identifier(code)}`,
      );
      const groupBy = [
        ...textCodes.map((code) => sql.identifier(code)),
        ...codes.map((_, i) => sql.identifier(`f${i}`)),
      ];
      const result = await db.execute(
        sql`select ${sql.join([...keys, ...flags, ...stats, sql`min(${products.colorHex}) as hex`, sql`count(*)::int as n`], sql`, `)}
            from ${products} where ${truthy(scopeConditions(scope))}
            group by ${sql.join(groupBy, sql`, `)}`,
      );
      const groups = rowsOf<Record<string, string | number | boolean | null>>(result);
      const allows = (group: (typeof groups)[number], except?: PropertyCode) =>
        codes.every((code, i) => code === except || group[`f${i}`] === true);
      return {
        total: groups.reduce((sum, g) => (allows(g) ? sum + Number(g.n) : sum), 0),
        range(code) {
          let min: number | null = null;
          let max: number | null = null;
          let availableMin: number | null = null;
          let availableMax: number | null = null;
          for (const g of groups) {
            const low = Number(g[`${code}_min`]);
            const high = Number(g[`${code}_max`]);
            min = min === null ? low : Math.min(min, low);
            max = max === null ? high : Math.max(max, high);
            if (!allows(g, code)) continue;
            availableMin = availableMin === null ? low : Math.min(availableMin, low);
            availableMax = availableMax === null ? high : Math.max(availableMax, high);
          }
          return { min, max, availableMin, availableMax };
        },
        values(code) {
          const byValue = new Map<string, { value: string; hex: string; count: number }>();
          for (const g of groups) {
            const value = String(g[code]);
            const entry = byValue.get(value) ?? { value, hex: String(g.hex), count: 0 };
            if (String(g.hex) < entry.hex) entry.hex = String(g.hex);
            if (allows(g, code)) entry.count += Number(g.n);
            byValue.set(value, entry);
          }
          return [...byValue.values()].sort((a, b) => a.value.localeCompare(b.value, 'ru'));
        },
      };
    },

    /** A warehouse by its xml id ('msk') or its filter value (21–24). */
    storeByCode: async (code: string) => {
      const asNumber = /^\d+$/.test(code) ? Number(code) : null;
      const rows = await storeRows();
      return (
        rows.find((row) =>
          asNumber !== null ? row.filterValue === asNumber : row.xmlId === code,
        ) ?? null
      );
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
