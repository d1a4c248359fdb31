/**
 * The reference API's data model (docs/design.md §4): one schema for PGlite and PostgreSQL.
 * Change it, then `npm run db:generate` writes the next migration under server/db/migrations.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { WebVitalDevice, WebVitalPageType } from '../../lib/api/contract/web-vitals';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
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
  /**
   * Shown to buyers (issue #35). A warehouse 1C names for the first time is added unpublished:
   * staff see it, buyers do not, until the head gives it its city and phone and publishes it.
   */
  published: boolean('published').notNull().default(true),
  phone: text('phone'),
});

/**
 * 1C's price types (`ТипыЦен`, issue #35). Every buyer has one: `users.price_type_id`, else the
 * default of their kind named in the settings (server/modules/pricing). `products.price` is the
 * price of the companies' default type, which the listing sorts and filters by.
 */
export const priceTypes = pgTable('price_types', {
  id: serial('id').primaryKey(),
  xmlId: text('xml_id').notNull().unique(),
  title: text('title').notNull(),
  currency: text('currency').notNull().default('RUB'),
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
    /**
     * The staff account (users.role 'manager') of this person (issue #20). A manager card is one
     * person at one warehouse: a manager tied to two warehouses has two cards with one account,
     * and the warehouses a manager may work are exactly those of their cards.
     */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('managers_store_idx').on(t.storeId), index('managers_user_idx').on(t.userId)],
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
  /**
   * 'column': a link in a titled column; 'sections': in its column, the catalogue's sections as
   * they are now, one link each (issue #34: the column is derived, never listed by hand);
   * 'legal': the bottom line.
   */
  kind: text('kind', { enum: ['column', 'sections', 'legal'] }).notNull(),
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
  /** 1C's `Ид` of the top-level group this section is (issue #35); null for a section made here. */
  xmlId: text('xml_id').unique(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  informer: text('informer'),
  picture: text('picture'),
  seoText: text('seo_text'),
  sort: integer('sort').notNull().default(500),
  /** False: hidden from the catalogue (1C deleted the group); its products stay for orders. */
  active: boolean('active').notNull().default(true),
});

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    /** 1C's `Ид` of the second-level group (issue #35); deeper groups fold into it. */
    xmlId: text('xml_id').unique(),
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

export const productUnits = ['kg', 'm', 'pcs'] as const;
export type ProductUnit = (typeof productUnits)[number];

/**
 * One product is one fabric in one colour. Products of the same fabric in other colours
 * share `modelId`, which is how the colour tiles find their siblings.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** 1C's `Ид` (issue #35): what the exchange matches on and what order lines send back. */
    xmlId: text('xml_id').unique(),
    /**
     * The fabric's article (артикул), e.g. 'ДЖ-107': shared by the colours of one model, so a
     * product is (article, colour). Quick order and invoices read it (issue #21, migration 0006
     * fills it for catalogues seeded before it).
     */
    article: text('article'),
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
    /** `Описание` from 1C: plain text, or HTML when it holds a tag. */
    description: text('description'),
    /**
     * The unit the product is sold in (issue #35, `БазоваяЕдиница`): kilograms for fabric, metres
     * or pieces for what 1C says so. Quantities and prices are per this unit.
     */
    unit: text('unit', { enum: productUnits }).notNull().default('kg'),
    /** When the exchange last named the product; `mode=deactivate` hides those it did not. */
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    /** 1C marked it deleted (`Статус` Удален / `ПометкаУдаления`): hidden until 1C says otherwise. */
    deletedIn1c: boolean('deleted_in_1c').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_section_idx').on(t.sectionId),
    index('products_collection_idx').on(t.collectionId),
    index('products_model_idx').on(t.modelId),
    index('products_article_idx').on(t.article),
    index('products_popularity_idx').on(t.popularity),
    // The listing's sort orders (popular, price, new), so that a page is an index walk, not a sort.
    index('products_section_popularity_idx').on(t.sectionId, t.popularity),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    // The filter's vocabulary (distinct colours and compositions, a walk over a few dozen keys)
    // and the companion products of the same colour (migration 0004).
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
 * products (migration 0004, enabled ALWAYS so that bulk loads under the replica role count too):
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

/** A product's price of one price type (issue #35), per its unit. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.priceTypeId] }),
    index('product_prices_type_idx').on(t.priceTypeId),
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

/**
 * The 'often searched' list of the pre-search panel (issue #34): the query as search used it
 * (typos corrected, words only), never what a visitor typed; managers pin and hide them
 * (server/modules/search/popular-service.ts).
 */
export const searchQueries = pgTable('search_queries', {
  id: serial('id').primaryKey(),
  text: text('text').notNull().unique(),
  searches: integer('searches').notNull().default(0),
  /** Products found the last time; queries that found nothing are never suggested. */
  hits: integer('hits').notNull().default(0),
  /** null: pinned by a manager and never searched since. */
  lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).defaultNow(),
  /** Hidden by a manager: never suggested, however often searched. */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  /** Pinned by a manager: suggested first, in this order. */
  pinnedPosition: integer('pinned_position'),
});

/**
 * Who searched a query, as a keyed hash of the client address and the day, so that one person
 * counts once a day and nobody can be told from it; rows older than 30 days are dropped.
 */
export const searchQuerySearchers = pgTable(
  'search_query_searchers',
  {
    queryId: integer('query_id')
      .notNull()
      .references(() => searchQueries.id, { onDelete: 'cascade' }),
    searcher: text('searcher').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queryId, t.searcher] }),
    index('search_query_searchers_day_idx').on(t.day),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts (accounts.md §3): buyers, their company, sessions and one-time links.
// ---------------------------------------------------------------------------------------------

/**
 * Who an account is (issue #20): a buyer of the shop, or staff. A `manager` works the requests of
 * the warehouses of their manager cards (managers.user_id); the `head` sees every warehouse.
 * `exchange` is 1C's login to the exchange (issue #35): it may do nothing else in the shop.
 */
export const userRoles = ['buyer', 'manager', 'head', 'exchange'] as const;
export type UserRole = (typeof userRoles)[number];

/** A registered buyer or a staff account. `email` is stored lowercased and is the login. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fio: text('fio').notNull(),
    phone: text('phone').notNull(),
    userType: text('user_type', { enum: ['individual', 'legal_entity'] }).notNull(),
    /** The buyer's warehouse; only a manager changes it (accounts.md §4). */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    managerId: integer('manager_id').references(() => managers.id),
    /** The buyer's price type, set by a manager (issue #35); null: the default of their kind. */
    priceTypeId: integer('price_type_id').references(() => priceTypes.id),
    role: text('role', { enum: userRoles }).notNull().default('buyer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** Company and payment data of a legal_entity buyer (accounts.md §3). */
export const organizations = pgTable(
  'organizations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inn: text('inn').notNull(),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address').notNull(),
    ogrn: text('ogrn').notNull(),
    bank: text('bank'),
    bik: text('bik'),
    corrAccount: text('corr_account'),
    currentAccount: text('current_account'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizations_inn_idx').on(t.inn),
    uniqueIndex('organizations_current_account_idx').on(t.currentAccount),
  ],
);

/**
 * Refresh tokens, stored as hashes. Rotated on every use: the used row gets `usedAt` and a new
 * row of the same family is written. Presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** One-time links: password recovery (USER_CHECKWORD) and e-mail change (code). Hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A staff member's first password (staff_invite) is kept apart from recovery: a recovery
    // request voids older recovery codes, and must not void the onboarding link (issue #33).
    kind: text('kind', { enum: ['password_recovery', 'staff_invite', 'email_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_codes_hash_idx').on(t.codeHash),
    index('one_time_codes_user_idx').on(t.userId, t.kind),
  ],
);

/** The suggestion service's local directory (accounts.md §7): companies by INN/OGRN/name. */
export const directoryCompanies = pgTable(
  'directory_companies',
  {
    inn: text('inn').primaryKey(),
    kpp: text('kpp'),
    ogrn: text('ogrn').notNull(),
    /** Legal form, e.g. ООО, АО, ИП. */
    opf: text('opf').notNull(),
    nameShort: text('name_short').notNull(),
    nameFull: text('name_full').notNull(),
    address: text('address').notNull(),
    management: text('management'),
  },
  (t) => [
    index('directory_companies_name_trgm_idx').using('gin', t.nameShort.op('gin_trgm_ops')),
    index('directory_companies_ogrn_idx').on(t.ogrn),
  ],
);

/** The suggestion service's local directory of banks by BIC. */
export const directoryBanks = pgTable(
  'directory_banks',
  {
    bic: text('bic').primaryKey(),
    name: text('name').notNull(),
    paymentName: text('payment_name').notNull(),
    correspondentAccount: text('correspondent_account').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('directory_banks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

// ---------------------------------------------------------------------------------------------
// Personal account: goods recipients and messages to the manager.
// ---------------------------------------------------------------------------------------------

/** A person or company that receives a buyer's goods. Only its owner sees or changes it. */
export const recipients = pgTable(
  'recipients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['person', 'company'] }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    inn: text('inn'),
    kpp: text('kpp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipients_user_idx').on(t.userId)],
);

export const managerMessages = pgTable('manager_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  managerId: integer('manager_id').references(() => managers.id),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Buying: cart, favourites, orders (storefront.md §7, accounts.md §7).
// ---------------------------------------------------------------------------------------------

/** A cart line: kilograms of a product, always a multiple of its packing step. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Order statuses, designed here (the spec does not show them); Russian names live in the contract. */
export const orderStatuses = [
  'new',
  'confirmed',
  'assembling',
  'shipped',
  'delivered',
  'cancelled',
] as const;

/**
 * 152-FZ: the consent to the processing of personal data that came with a request or an order:
 * when it was given, from which client address (lib/net/client-address.ts) and to which edition
 * of the privacy policy (server/modules/consent/policy.ts). Empty only on rows older than the
 * consent checkbox; every new row has all three.
 */
const consentColumns = () => ({
  consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
  consentAddress: text('consent_address'),
  consentPolicyVersion: text('consent_policy_version'),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The warehouse the goods were reserved at. */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    managerId: integer('manager_id').references(() => managers.id),
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    /** The recipient as it was when the order was placed (the row may change later). */
    recipient: jsonb('recipient').$type<Record<string, string | null>>().notNull(),
    delivery: text('delivery').notNull(),
    payment: text('payment').notNull(),
    comment: text('comment'),
    totalKg: numeric('total_kg', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    totalPrice: numeric('total_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** The client's key for one checkout: a retried submit finds the order it already made. */
    idempotencyKey: text('idempotency_key').notNull(),
    ...consentColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Who changed an order's status (issue #20): the buyer (placing or cancelling it), staff (the
 * managers' workspace), or the shop (a change from before this table, backfilled by migration).
 */
/** Who changed an order: the buyer, staff in the workspace, the shop itself, or 1C (issue #35). */
export const orderEventActors = ['buyer', 'staff', 'shop', 'exchange'] as const;

/**
 * The append-only history of an order's status (issue #20): rows are only ever inserted, in the
 * transaction of the change they record. Placing the order is the first event (from_status null).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer or the staff member; null for the shop (backfilled changes). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind', { enum: orderEventActors }).notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    /** Why it was cancelled (required when staff cancel). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** An order line at the price of the moment the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    sum: numeric('sum', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Requests from the site's forms (storefront.md §7): samples, questions, tailoring, career …
// ---------------------------------------------------------------------------------------------

export const leadKinds = [
  'sample',
  'question',
  'tailoring',
  'range_of_fabrics',
  'individual_order',
  'career',
  'order_call',
  /** A buyer's "Написать менеджеру" from the account (issue #20); also kept in manager_messages. */
  'manager_message',
] as const;

/** new → in_work → waiting (for the customer) → done, or spam (issue #20). */
export const leadStatuses = ['new', 'in_work', 'waiting', 'done', 'spam'] as const;

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: leadKinds }).notNull(),
    /** The validated form fields as sent. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id),
    /** Where the notice went: the warehouse's manager or the configured address. */
    notifiedEmail: text('notified_email').notNull(),
    ...consentColumns(),
    /** The managers' queue (issue #20): where the request stands and who works it. */
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first time staff did anything but read it: the first response time. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_kind_created_idx').on(t.kind, t.createdAt),
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_store_idx').on(t.storeId),
    index('leads_assignee_idx').on(t.assigneeId),
  ],
);

/** A 'reply' is a mail sent to the sender: note = its text, from_value = its subject, to_value = the address. */
export const leadEventKinds = ['created', 'status', 'assign', 'note', 'reply'] as const;

/**
 * The append-only history of a request (issue #20): who did what and when. Rows are only ever
 * inserted; a note is an event too, so a status change can never undo one.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The staff member; null for the shop itself (the request arriving). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: leadEventKinds }).notNull(),
    /** Status or assignee before and after (assignee as a user id in text). */
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.id)],
);

/** A file attached to a lead, stored under a random name; never served with a client's type. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** The type detected from the file's content, not the one the client claimed. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_lead_idx').on(t.leadId)],
);

// ---------------------------------------------------------------------------------------------
// Restock notices (issue #21): "Сообщить о поступлении".
// ---------------------------------------------------------------------------------------------

/**
 * A buyer waiting for a product at a warehouse. When a stock writer raises the stock there to at
 * least one packing step, it deletes the row in its own transaction and one mail goes out after
 * the commit (server/modules/restock), so a subscription is mailed exactly once.
 */
export const restockSubscriptions = pgTable(
  'restock_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.storeId] }),
    index('restock_subscriptions_product_store_idx').on(t.productId, t.storeId),
  ],
);

// ---------------------------------------------------------------------------------------------
// One change per action (issue #34): the answers of the calls that add to the cart.
// ---------------------------------------------------------------------------------------------

/** The calls whose keys are kept: 'Повторить заказ' and the quick order's add. */
export const idempotentScopes = ['repeat_order', 'quick_order_add'] as const;

/**
 * The first answer of an action sent with the client's key (a double click, the client's
 * automatic retry). The row is written in the action's own transaction before the action runs,
 * so a second request with the key waits on the primary key until the first commits, then
 * answers the stored answer; a failed action leaves no row. `fingerprint` is what the action was
 * asked to do: the same key with another request is refused. Rows older than a day are deleted
 * by the next keyed call (server/modules/idempotency).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: idempotentScopes }).notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The answer's data; null only inside the transaction that is making it. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Exchange with 1C (issue #35): "Обмен с сайтом". Everything an exchange needs between two of
// 1C's calls is here or in DATA_DIR/exchange, never in a process's memory, so any process of the
// shop can answer the next call.
// ---------------------------------------------------------------------------------------------

export const exchangeTypes = ['catalog', 'sale'] as const;
export type ExchangeType = (typeof exchangeTypes)[number];

/**
 * One exchange run as staff see it: what came in or went out, counted, and what went wrong.
 * Opened by `mode=init`, closed with its duration by `mode=complete` (catalogue) or by the
 * commit of `mode=success` (orders).
 */
export const exchangeRuns = pgTable(
  'exchange_runs',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: exchangeTypes }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The files 1C sent, by the names it gave them, in the order they came. */
    files: jsonb('files')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What each step counted: products, offers, orders sent, documents received … */
    counts: jsonb('counts')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The Russian messages of the failures answered to 1C during the run. */
    errors: jsonb('errors')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    durationMs: integer('duration_ms'),
  },
  (t) => [index('exchange_runs_started_idx').on(t.startedAt)],
);

/**
 * A session of 1C's exchange, opened by `mode=checkauth`. The cookie's value is the credential
 * and is kept as a hash; `sessid`, which 1C appends to every later address, is only checked
 * against the session when it comes (it proves nothing alone) and is answered again at
 * `type=sale&mode=init`. `folder` is the working folder under DATA_DIR/exchange and `bytes` what
 * it holds; `saleCursor` is what the last `mode=query` sent, which `mode=success` commits (and
 * nothing else).
 */
export const exchangeSessions = pgTable(
  'exchange_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessid: text('sessid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: exchangeTypes }).notNull(),
    folder: text('folder').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** The Unix time answered at checkauth, which 1C sends back with `mode=deactivate`. */
    timestamp: integer('timestamp').notNull(),
    /** The schema version 1C asked for at `mode=init` ('2.08'), if any. */
    version: text('version'),
    runId: integer('run_id').references(() => exchangeRuns.id, { onDelete: 'set null' }),
    saleCursor: text('sale_cursor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exchange_sessions_token_idx').on(t.tokenHash),
    index('exchange_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Named positions of the exchange: the orders' export cursor that `mode=success` committed. */
export const exchangeCursors = pgTable('exchange_cursors', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalogue file of an exchange, read into `exchange_staged` over as many calls as it takes
 * and then applied in one transaction (issue #35, server/modules/exchange/catalog). Kept in the
 * database so that the next call may come to any process.
 */
export const exchangeFiles = pgTable(
  'exchange_files',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => exchangeRuns.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /**
     * 'reading' while records are staged; 'applying' while one process writes them in its
     * transaction (held until `applyingUntil`, renewed while it runs); 'applied' once committed.
     */
    phase: text('phase', { enum: ['reading', 'applying', 'applied'] }).notNull(),
    applyingUntil: timestamp('applying_until', { withTimezone: true }),
    /** Why the apply failed, for the next call to answer 1C with (then the file starts over). */
    error: text('error'),
    /** Records staged so far (the next slice skips them). */
    staged: integer('staged').notNull().default(0),
    /** Once read whole: what the file is and whether it is the whole catalogue (CmlSummary). */
    contains: text('contains'),
    onlyChanges: boolean('only_changes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.fileName] })],
);

/** One record of a file being read (exchange_files), as the apply step will write it. */
export const exchangeStaged = pgTable(
  'exchange_staged',
  {
    runId: integer('run_id').notNull(),
    fileName: text('file_name').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.fileName, t.seq] })],
);

/**
 * What 1C defines once and names by Ид later (issue #35): its properties (name and variants) and,
 * in 3.1, its units. A 3.1 exchange sends the classifier in one file and the goods in the next.
 */
export const exchangeRefs = pgTable(
  'exchange_refs',
  {
    kind: text('kind', { enum: ['property', 'unit', 'group'] }).notNull(),
    xmlId: text('xml_id').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.xmlId] })],
);

// ---------------------------------------------------------------------------------------------
// Real visitors' Core Web Vitals (issue #37): how fast the shop was for the people who used it.
// ---------------------------------------------------------------------------------------------

/**
 * One page view's report (server/modules/vitals): its page type, device class and whichever of
 * the four values the browser measured (null: not measured, such as INP on a page never
 * touched). Nothing else: no address, account, URL or browser, so no row tells who it was.
 * Rows older than 90 days are deleted.
 */
export const webVitalReports = pgTable(
  'web_vital_reports',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    page: text('page').$type<WebVitalPageType>().notNull(),
    device: text('device').$type<WebVitalDevice>().notNull(),
    /** Milliseconds. */
    lcp: doublePrecision('lcp'),
    /** Milliseconds. */
    inp: doublePrecision('inp'),
    /** The layout shift score, unitless. */
    cls: doublePrecision('cls'),
    /** Milliseconds. */
    ttfb: doublePrecision('ttfb'),
  },
  (t) => [index('web_vital_reports_created_at_idx').on(t.createdAt)],
);
