/**
 * npm run db:seed -- [--products 3000] [--seed 20260401] [--if-empty] [--media-dir DIR]
 *
 * Migrates, then replaces the catalogue and content with generated data. --if-empty leaves a
 * database that already has products alone, so the quick start can run it on every start.
 * Stop the shop first when it runs on PGlite: its data directory is single-process.
 */
import 'server-only';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { databaseOptionsFromEnv, openDatabase } from '../db/client';
import { mediaDirFromEnv } from '../modules/media/service';
import { queryRows } from '../db/seed/bulk-insert';
import { DEFAULT_SEED, MAX_PRODUCTS, prepareSeed, writeSeed, type SeedSummary } from '../db/seed';
import { describeTarget, runCli } from './run';
import { pageTags } from '../../lib/page-cache/keys.mjs';
import { pageStore } from '../../lib/page-cache/store.mjs';

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string', default: '3000' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      'if-empty': { type: 'boolean', default: false },
      'media-dir': { type: 'string' },
    },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(products) || products < 0 || products > MAX_PRODUCTS) {
    throw new Error(`--products must be an integer from 0 to ${MAX_PRODUCTS}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new Error('--seed must be an unsigned 32-bit integer');
  const mediaDir = values['media-dir'] ?? mediaDirFromEnv();
  return { products, seed, ifEmpty: values['if-empty'], mediaDir: path.resolve(mediaDir) };
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function report(summary: SeedSummary, mediaDir: string): string {
  const counts = Object.entries(summary.counts)
    .map(([name, count]) => `  ${name.padEnd(14)} ${count.toLocaleString('en-US')}`)
    .join('\n');
  const { ms, images } = summary;
  const lines = [
    `Seeded with seed ${summary.seed}:`,
    counts,
    `Images in ${mediaDir}: ${images.written} drawn, ${images.kept} kept, ${images.referenced} files referenced`,
    `Seed: build ${ms.build} ms, database ${ms.database} ms, images ${ms.images} ms (drawn alongside)`,
  ];
  if (summary.seoFallbacks.length)
    lines.push(
      `Warning: generic SEO text for ${summary.seoFallbacks.join(', ')} (add them to server/db/seed/seo.ts)`,
    );
  return lines.join('\n');
}

await runCli(async () => {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  // Without --if-empty the seed will run anyway: start drawing images now, on the core that
  // PGlite's single-threaded start-up leaves idle.
  let prepared = options.ifEmpty ? null : prepareSeed(options);
  const target = databaseOptionsFromEnv();
  const handle = await openDatabase(target).catch((error: unknown) => {
    prepared?.media.cancel();
    throw error;
  });
  try {
    await handle.migrate();
    console.log(`Database ${describeTarget(target)} opened and migrated at ${elapsed(started)}`);
    if (options.ifEmpty) {
      const [row] = await queryRows<{ filled: boolean }>(
        handle.db,
        sql`select exists (select 1 from products) as filled`,
      );
      if (row?.filled) {
        console.log('Products already exist; --if-empty leaves the data as it is.');
        return;
      }
    }
    prepared ??= prepareSeed(options);
    const summary = await writeSeed(handle.db, prepared);
    console.log(report(summary, options.mediaDir));
    // Every page a running shop keeps (in Redis, shared) shows the old catalogue now.
    const pages = pageStore();
    await pages.invalidate([pageTags.all]);
    await pages.close();
    console.log(`Done at ${elapsed(started)}`);
  } catch (error) {
    prepared?.media.cancel();
    throw error;
  } finally {
    await handle.close();
  }
});
