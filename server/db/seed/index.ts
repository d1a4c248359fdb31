/**
 * Builds a realistic catalogue and every page's content (docs/design.md §4). Deterministic: the
 * same options give the same rows, down to ids. The whole run is one transaction, so readers
 * see either the old data or the new, never half a catalogue.
 */
import 'server-only';
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as schema from '../schema';
import { buildDemoAccounts, insertDemoAccounts, insertDemoStaff } from './accounts';
import { buildBanners } from './banners';
import { insertRows, queryRows, syncSerial } from './bulk-insert';
import { buildCatalog, insertCatalog, SEED_EPOCH } from './catalog';
import { buildBuyersPages, buildContentBlocks, buildPress, buildVacancies } from './content';
import { buildDirectory, insertDirectory } from './directory';
import { MediaPlan } from './images/media-plan';
import { insertPrices } from './prices';
import { Random } from './random';
import { buildSearchTerms, insertSearchTerms } from './search';
import { buildSeo } from './seo';
import { buildShell, insertShell, storeRows } from './shell';

export const DEFAULT_SEED = 20_260_401;
export const MAX_PRODUCTS = 1_000_000;

export interface SeedOptions {
  products: number;
  seed?: number;
  /** Folder the generated images go to; their URLs are /media/<path inside it>. */
  mediaDir: string;
  /**
   * false stores the same image URLs without drawing the files: for API tests, which never
   * fetch them and would otherwise spend most of their setup in the encoder.
   */
  drawImages?: boolean;
}

export interface SeedSummary {
  seed: number;
  counts: Record<string, number>;
  images: { written: number; kept: number; referenced: number };
  /** Routes whose SEO text is a generic fallback: add them to seed/seo.ts. */
  seoFallbacks: string[];
  /** Images are drawn while the database is written; `total` runs from the build's start. */
  ms: { build: number; database: number; images: number; total: number };
}

/**
 * Every table the seed owns, plus the search log (it describes the catalogue being replaced).
 * TRUNCATE … CASCADE also empties whatever refers to them, such as carts.
 */
const seededTables = [
  schema.stores,
  schema.managers,
  schema.contacts,
  schema.menuItems,
  schema.socialLinks,
  schema.footerLinks,
  schema.siteSettings,
  schema.seoTags,
  schema.sections,
  schema.collections,
  schema.packingLimits,
  schema.products,
  schema.priceTypes,
  schema.productPrices,
  schema.stock,
  schema.propertyDefs,
  schema.banners,
  schema.contentBlocks,
  schema.pressItems,
  schema.vacancies,
  schema.buyersPages,
  schema.searchTerms,
  schema.searchQueries,
  // Accounts: the demo buyers are reseeded; truncating users cascades to their sessions, codes,
  // organisations, carts and orders.
  schema.users,
  schema.directoryCompanies,
  schema.directoryBanks,
  // The orders' export cursor (issue #35) points into orders that a reseed replaces.
  schema.exchangeCursors,
];

function buildAll(options: { products: number; seed: number }, media: MediaPlan) {
  const root = new Random(options.seed);
  const epochYear = new Date(SEED_EPOCH).getUTCFullYear();
  const shell = buildShell(root.fork('shell'), media, epochYear);
  const catalog = buildCatalog(root.fork('catalog'), media, options.products, storeRows);
  const press = buildPress(media);
  const vacancies = buildVacancies();
  const buyers = buildBuyersPages();
  const sectionById = new Map(catalog.sections.map((s) => [s.id, s]));
  const seo = buildSeo({
    sections: catalog.sections.map((s) => ({
      slug: s.slug,
      title: s.title,
      informer: s.informer ?? null,
    })),
    collections: catalog.collections.map((c) => ({
      slug: c.slug,
      title: c.title,
      sectionSlug: sectionById.get(c.sectionId)!.slug,
      sectionTitle: sectionById.get(c.sectionId)!.title,
    })),
    buyers: buyers.map((b) => ({ code: b.code, title: b.title })),
    press: press.map((p) => ({ code: p.code, title: p.title, preview: p.preview })),
    vacancies: vacancies.map((v) => ({ code: v.code, title: v.title, city: v.city })),
  });
  return {
    shell,
    catalog,
    press,
    vacancies,
    buyers,
    seo,
    banners: buildBanners(media),
    content: buildContentBlocks(media, epochYear),
    searchTerms: buildSearchTerms(catalog),
    directory: buildDirectory(root.fork('directory')),
  };
}

type Built = ReturnType<typeof buildAll>;

async function writeAll(db: Db, data: Built): Promise<void> {
  await db.transaction(async (tx) => {
    // Drizzle types a transaction apart from a database, but it answers every call used here.
    const t = tx as unknown as Db;
    await t.execute(
      sql.raw(
        `truncate table ${seededTables.map((table) => `"${getTableName(table)}"`).join(', ')} restart identity cascade`,
      ),
    );
    // Foreign-key checks are most of PGlite's insert time (stock: 16 s → 4 s for 400k rows).
    // The rows are consistent by construction, so where the role may, skip the checks for
    // this transaction only. A non-superuser on PostgreSQL just runs with them.
    const [role] = await queryRows<{ su: string }>(
      t,
      sql`select current_setting('is_superuser') as su`,
    );
    if (role?.su === 'on') await t.execute(sql`set local session_replication_role = replica`);
    await insertShell(t, data.shell);
    await insertCatalog(t, data.catalog);
    await insertPrices(t);
    // The stock_mask_sync trigger does not fire under the replica role above (nor per row is it
    // cheap for a bulk load): set every product's warehouse bits in one statement instead.
    await t.execute(sql`update products p set stock_mask = coalesce(
      (select bit_or(1 << (s.store_id - 1)) from stock s where s.product_id = p.id and s.amount > 0), 0)`);
    await insertRows(t, schema.banners, data.banners);
    await insertRows(t, schema.contentBlocks, data.content);
    await insertRows(t, schema.pressItems, data.press);
    await insertRows(t, schema.vacancies, data.vacancies);
    await insertRows(t, schema.buyersPages, data.buyers);
    await insertRows(t, schema.seoTags, data.seo.rows);
    await insertSearchTerms(t, data.searchTerms);
    await insertDirectory(t, data.directory);
    await insertDemoAccounts(
      t,
      await buildDemoAccounts({
        stores: storeRows,
        managers: data.shell.managers.map((m) => ({ id: m.id!, storeId: m.storeId })),
        bank: data.directory.banks[0],
      }),
    );
    await insertDemoStaff(t, data.shell.managers);
    for (const table of [schema.banners, schema.pressItems, schema.vacancies])
      await syncSerial(t, table);
  });
  // The seed rewrites every product once (stock masks, counts), and PGlite never vacuums by
  // itself: without this every scan reads a dead copy of each row (20–35 % of a listing's CPU,
  // docs/performance.md). Fresh statistics too, so the first queries get good plans.
  await db.execute(sql`vacuum analyze`);
}

export interface PreparedSeed {
  seed: number;
  data: Built;
  media: MediaPlan;
  /** Drawing runs from preparation on, so it can overlap opening the database. */
  images: Promise<{ written: number; kept: number; ms: number }>;
  started: number;
  built: number;
}

/** Builds every row in memory and starts drawing the images; nothing touches the database. */
export function prepareSeed(options: SeedOptions): PreparedSeed {
  const { products } = options;
  if (!Number.isInteger(products) || products < 0 || products > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer from 0 to ${MAX_PRODUCTS}, got ${products}`);
  }
  const seed = options.seed ?? DEFAULT_SEED;
  const started = performance.now();
  const media = new MediaPlan(options.mediaDir);
  const data = buildAll({ products, seed }, media);
  const built = performance.now();
  const drawing =
    options.drawImages === false ? Promise.resolve({ written: 0, kept: 0 }) : media.render();
  const images = drawing.then((result) => ({ ...result, ms: performance.now() - built }));
  // Observed here so that a failure while the database is still opening is not an unhandled
  // rejection; writeSeed awaits the same promise and reports it.
  images.catch(() => undefined);
  return { seed, data, media, images, started, built };
}

/** Writes a prepared seed and waits for its images. */
export async function writeSeed(db: Db, prepared: PreparedSeed): Promise<SeedSummary> {
  const { data, media, built, started } = prepared;
  const dbStarted = performance.now();
  await writeAll(db, data);
  const databaseMs = performance.now() - dbStarted;
  const images = await prepared.images;
  const round = (ms: number) => Math.round(ms);
  return {
    seed: prepared.seed,
    counts: {
      stores: storeRows.length,
      managers: data.shell.managers.length,
      menuItems: data.shell.menu.length,
      sections: data.catalog.sections.length,
      collections: data.catalog.collections.length,
      models: data.catalog.models,
      products: data.catalog.products.length,
      stock: data.catalog.stock.length,
      banners: data.banners.length,
      contentBlocks: data.content.length,
      pressItems: data.press.length,
      vacancies: data.vacancies.length,
      buyersPages: data.buyers.length,
      seoTags: data.seo.rows.length,
      searchTerms: data.searchTerms.length,
      directoryCompanies: data.directory.companies.length,
      directoryBanks: data.directory.banks.length,
    },
    images: { written: images.written, kept: images.kept, referenced: media.urls().length },
    seoFallbacks: data.seo.missing,
    ms: {
      build: round(built - started),
      database: round(databaseMs),
      images: round(images.ms),
      total: round(performance.now() - started),
    },
  };
}

export function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return writeSeed(db, prepareSeed(options));
}
