/**
 * `npm run bench:api [-- --products 100000 --iterations 300 --backend pglite|postgres --vacuum]`
 *
 * `--vacuum` runs VACUUM ANALYZE after the seed. The seed rewrites every product once (the
 * warehouse bitmask), leaving as many dead row versions as live ones; PostgreSQL's autovacuum
 * clears them within a minute, PGlite has no autovacuum, so without the flag PGlite is measured
 * as `npm run db:seed` leaves it.
 *
 * Seeds a fresh database, then measures the catalogue and search calls in-process (the real
 * Hono app, no HTTP) and prints p50/p95/p99 per call against the targets of issue 3. A benchmark,
 * not a test: figures go to docs/performance.md with the command that produced them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CATALOG_CACHE_TTL_MS, createApp } from '../server/app';
import { createMemoCache } from '../server/platform/memo-cache';
import { scratchDeps } from '../server/scratch-deps';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { createLogger } from '../server/platform/logger';

// Request logs would drown the table and cost time inside the measurement. The logger reads the
// level when it is created (in main), after this line.
process.env.LOG_LEVEL ??= 'silent';

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const products = Number(flag('products', '100000'));
const iterations = Number(flag('iterations', '300'));
const backend = flag('backend', 'pglite') as 'pglite' | 'postgres';
const vacuum = process.argv.includes('--vacuum');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function openBench(): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (backend === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handle, cleanup: () => handle.close() };
  }
  const name = `selvedge_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-bench-'));
  const { handle, cleanup } = await openBench();
  let started = performance.now();
  await handle.migrate();
  await seedDatabase(handle.db, { products, seed: 1, mediaDir });
  const seedSeconds = (performance.now() - started) / 1000;
  if (vacuum) await handle.db.execute(sql`vacuum analyze`);

  const cache = createMemoCache({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 5_000 });
  const app = createApp({
    ...scratchDeps(async () => handle),
    cache,
    logger: createLogger({ service: 'bench' }),
    version: 'bench',
    viewer: async (request) =>
      request.headers.get('x-bench-buyer')
        ? { authenticated: true, userId: 1, storeId: null, priceTypeId: null }
        : { authenticated: false },
  });
  const get = async (url: string, buyer = false) => {
    const response = await app.fetch(
      new Request(`http://bench.local/api/v1${url}`, {
        headers: buyer ? { 'x-bench-buyer': '1' } : {},
      }),
    );
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<{ data: Record<string, unknown> }>;
  };

  const sections = (
    (await get('/catalog/getSectionsList')).data.sectionList as {
      menu: { slug: string; id: number }[];
    }
  ).menu
    .filter((s) => s.id > 0)
    .map((s) => s.slug);
  const codes: string[] = [];
  for (const section of sections) {
    const list = (await get(`/catalog/getList?section=${section}&perPage=60`)).data
      .catalog_list as { elements: { slug: string }[] };
    codes.push(...list.elements.map((e) => e.slug));
  }
  const pick = <T>(items: T[], i: number) => items[i % items.length]!;
  const words = [
    'футер',
    'кулирка',
    'интерлок',
    'рибана',
    'кулирки',
    'интерлак',
    'флис',
    'джерси',
    'хлопок',
    'чёрный',
  ];
  const filters = [
    'density-from-160/density-to-320/packing-is-roll/width-from-150/',
    'cotton-from-80/density-to-260/packing-is-pack/',
  ];

  const scenarios: { name: string; target: number; run: (i: number) => Promise<unknown> }[] = [
    {
      name: 'getList section, page',
      target: 30,
      run: (i) => get(`/catalog/getList?section=${pick(sections, i)}&PAGEN_1=${(i % 5) + 1}`, true),
    },
    {
      name: 'getList 3-property filter + warehouse',
      target: 30,
      run: (i) =>
        get(
          `/catalog/getList?section=${pick(sections, i)}&stockCode=${pick(['msk', 'spb', 'ivn', 'ekb'], i)}&smartFilter=${encodeURIComponent(pick(filters, i))}`,
          true,
        ),
    },
    {
      name: 'getList all sections',
      target: 30,
      run: (i) =>
        get(
          `/catalog/getList?sort=${pick(['popular', 'new', 'price_asc'], i)}&PAGEN_1=${(i % 3) + 1}`,
          true,
        ),
    },
    {
      name: 'getFilter faceted',
      target: 60,
      run: (i) =>
        get(
          `/catalog/getFilter?sectionCode=${pick(sections, i)}&smartFilterPath=${encodeURIComponent(pick(filters, i))}`,
          true,
        ),
    },
    {
      name: 'getDetailCatalogElement',
      target: 30,
      run: (i) => get(`/catalog/getDetailCatalogElement?element_code=${pick(codes, i * 7)}`, true),
    },
    {
      name: 'search',
      target: 60,
      run: (i) =>
        get(`/through_blocks/search?search_element=${encodeURIComponent(pick(words, i))}`, true),
    },
  ];

  console.log(
    `\nbench:api — ${backend}${vacuum ? ' (vacuumed)' : ''}, ${products} products ` +
      `(seeded in ${seedSeconds.toFixed(1)} s), ` +
      `${iterations} calls per row; cold = the memo cache (totals, facets, filter values, reference tables) emptied before every call\n`,
  );
  // Wall-clock latency is what a shopper waits; on a machine shared with other work it also
  // holds the time the process waited for a core. The CPU time the process spent on the call
  // (all of PGlite's work, which runs in this process) is printed beside it for that reason.
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| call | warm p50 | warm p95 | warm p99 | cold p50 | cold p95 | cpu warm p95 | cpu cold p95 | target p95 | |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  let failed = 0;
  const measure = async (scenario: (typeof scenarios)[number], cold: boolean) => {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < iterations; i++) {
      if (cold) cache.clear();
      const cpuBefore = process.cpuUsage();
      started = performance.now();
      await scenario.run(i + 20);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
    return { times: times.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
  };
  const ms = (times: number[], p: number) => percentile(times, p).toFixed(1);
  for (const scenario of scenarios) {
    for (let i = 0; i < 20; i++) await scenario.run(i);
    const { times: warm, cpu: warmCpu } = await measure(scenario, false);
    const { times: cold, cpu: coldCpu } = await measure(scenario, true);
    const pass = percentile(warm, 95) <= scenario.target;
    if (!pass) failed += 1;
    console.log(
      `| ${scenario.name} | ${ms(warm, 50)} | ${ms(warm, 95)} | ${ms(warm, 99)} | ` +
        `${ms(cold, 50)} | ${ms(cold, 95)} | ${ms(warmCpu, 95)} | ${ms(coldCpu, 95)} | ` +
        `≤ ${scenario.target} | ${pass ? 'ok' : 'OVER'} |`,
    );
  }
  await cleanup();
  await rm(mediaDir, { recursive: true, force: true });
  if (failed > 0) console.log(`\n${failed} call(s) over target`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
