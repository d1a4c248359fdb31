/**
 * The reference API's data model (DESIGN.md §4): one schema for PGlite and PostgreSQL.
 * Change it, then `npm run db:generate` writes the next migration under server/db/migrations.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Warehouses. `filterValue` is the catalogue warehouse filter value, 21–24 (storefront.md §9). */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  xmlId: text('xml_id').notNull().unique(),
  title: text('title').notNull(),
  city: text('city').notNull(),
  filterValue: integer('filter_value').notNull().unique(),
  sort: integer('sort').notNull().default(500),
});

export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    image: text('image'),
  },
  (t) => [index('managers_store_idx').on(t.storeId)],
);

/** Contact cards of the factory, office and warehouses, with map coordinates. */
export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['factory', 'warehouse', 'office'] }).notNull(),
  title: text('title').notNull(),
  address: text('address').notNull(),
  phones: text('phones').array().notNull(),
  emails: text('emails').array().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  workingHours: text('working_hours'),
  storeId: integer('store_id').references(() => stores.id),
  sort: integer('sort').notNull().default(500),
});

/** Main navigation: level-1 items and their submenu (parentId). */
export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  title: text('title').notNull(),
  link: text('link'),
  icon: text('icon'),
  sort: integer('sort').notNull().default(500),
  external: boolean('external').notNull().default(false),
  /** 'contacts' makes the item open the factory and warehouse contact cards. */
  details: text('details', { enum: ['contacts'] }),
});

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(500),
});

export const footerLinks = pgTable('footer_links', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['column', 'legal'] }).notNull(),
  columnTitle: text('column_title'),
  columnSort: integer('column_sort').notNull().default(500),
  title: text('title').notNull(),
  link: text('link').notNull(),
  external: boolean('external').notNull().default(false),
  sort: integer('sort').notNull().default(500),
});

/** Small site-wide values (main phone, e-mail, address, copyright). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const seoTags = pgTable('seo_tags', {
  page: text('page').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  keywords: text('keywords').notNull(),
  h1: text('h1').notNull(),
});

export const sections = pgTable('sections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  informer: text('informer'),
  picture: text('picture'),
  seoText: text('seo_text'),
  sort: integer('sort').notNull().default(500),
});

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    /** Where the collection is shown on the section page: top row or bottom row. */
    position: text('position', { enum: ['top', 'bottom'] })
      .notNull()
      .default('top'),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [uniqueIndex('collections_section_slug_idx').on(t.sectionId, t.slug)],
);

/** Packing steps in kg: one row per packing plus the 'default' row (storefront.md §3). */
export const packingLimits = pgTable('packing_limits', {
  packing: text('packing').primaryKey(),
  title: text('title').notNull(),
  stepKg: numeric('step_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
});

/**
 * One product is one fabric in one colour. Products of the same fabric in other colours
 * share `modelId`, which is how the colour tiles find their siblings.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    collectionId: integer('collection_id').references(() => collections.id),
    modelId: integer('model_id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    composition: text('composition').notNull(),
    /** Share of cotton in per cent, a numeric filter property. */
    cotton: integer('cotton').notNull(),
    density: integer('density').notNull(),
    width: integer('width').notNull(),
    packing: text('packing', { enum: ['roll', 'pack', 'stocking'] }).notNull(),
    color: text('color').notNull(),
    colorHex: text('color_hex').notNull(),
    image: text('image').notNull(),
    morePhotos: text('more_photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Price per kg in roubles. Never sent to an anonymous caller. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    popularity: integer('popularity').notNull().default(0),
    /**
     * Bit (store id − 1) is set while the product has stock at that warehouse. Kept by the
     * stock_mask_sync trigger on stock (migration 0002), so the warehouse filter reads one column
     * instead of joining the stock rows. Room for 31 warehouses.
     */
    stockMask: integer('stock_mask').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_section_idx').on(t.sectionId),
    index('products_collection_idx').on(t.collectionId),
    index('products_model_idx').on(t.modelId),
    index('products_popularity_idx').on(t.popularity),
    // The listing's sort orders (popular, price, new), so that a page is an index walk, not a sort.
    index('products_section_popularity_idx').on(t.sectionId, t.popularity),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    // The filter's vocabulary (distinct colours and compositions, a walk over a few dozen keys)
    // and the companion products of the same colour (migration 0010).
    index('products_color_idx').on(t.color),
    index('products_composition_idx').on(t.composition),
    // Full-text search (server/modules/search/repository.ts `searchDocument`): the expression
    // must stay identical to the query's, or PostgreSQL does not use the index.
    index('products_search_idx').using(
      'gin',
      sql`to_tsvector('russian', ${t.title} || ' ' || coalesce(${t.subtitle}, '') || ' ' || ${t.color} || ' ' || ${t.composition})`,
    ),
  ],
);

/**
 * Active products per (section, collection, warehouse bitmask), kept by statement triggers on
 * products (migration 0010, enabled ALWAYS so that bulk loads under the replica role count too):
 * the listing's unfiltered totals and the menu's counts read this instead of scanning products.
 * `collectionId` 0 stands for "no collection".
 */
export const productCounts = pgTable(
  'product_counts',
  {
    sectionId: integer('section_id').notNull(),
    collectionId: integer('collection_id').notNull().default(0),
    stockMask: integer('stock_mask').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_counts_pk', columns: [t.sectionId, t.collectionId, t.stockMask] }),
  ],
);

/** Kilograms of a product at a warehouse. */
export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amount: numeric('amount', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeId] }),
    index('stock_store_idx').on(t.storeId),
  ],
);

/** Filter and characteristic properties: type N numeric range, S string, L list. */
export const propertyDefs = pgTable('property_defs', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  type: text('type', { enum: ['N', 'S', 'L'] }).notNull(),
  unit: text('unit'),
  informer: text('informer'),
  sort: integer('sort').notNull().default(500),
  filterable: boolean('filterable').notNull().default(true),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: jsonb('description').$type<{ id: number; value: string }[]>().notNull(),
    image: jsonb('image').$type<Record<string, { src: string; webp: string }>>().notNull(),
    link: text('link'),
    linkTitle: text('link_title'),
    sectionId: integer('section_id').references(() => sections.id),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [index('banners_placement_idx').on(t.placement)],
);

/** Blocks of the marketing pages, one JSON document per call (e.g. main_page/getMainTrust). */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    page: text('page').notNull(),
    block: text('block').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.block] })],
);

export const pressItems = pgTable('press_items', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  preview: text('preview').notNull(),
  body: text('body').notNull(),
  image: text('image').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  section: text('section').notNull(),
  title: text('title').notNull(),
  city: text('city').notNull(),
  salary: text('salary'),
  schedule: text('schedule'),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(500),
});

export const buyersPages = pgTable('buyers_pages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(500),
});

/**
 * The catalogue's vocabulary (fabric names, colours, fibres, sections, collections), lowercased:
 * a misspelt search word is corrected to the closest term by pg_trgm similarity.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

/** What shoppers search for, feeding the 'often searched' list of the pre-search panel. */
export const searchQueries = pgTable('search_queries', {
  id: serial('id').primaryKey(),
  text: text('text').notNull().unique(),
  searches: integer('searches').notNull().default(0),
  /** Products found the last time; queries that found nothing are never suggested. */
  hits: integer('hits').notNull().default(0),
  lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
});
