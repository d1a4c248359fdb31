/**
 * `npm run fuzz [-- --seed 1 --runs 10000 --products 200]`
 *
 * Property-based fuzzing of the whole /api/v1 in-process (the real Hono app over a freshly
 * seeded PGlite): every operation of the app's own OpenAPI document and every call of
 * docs/spec/calls.txt, with plausible, hostile and malformed requests (tests/support/fuzz),
 * as anonymous and as a logged-in buyer. Prints each distinct finding with its request and
 * answer; exits 1 when there is any. The same seed sends the same requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { managers, stores, users } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { scratchDeps } from '../server/scratch-deps';
import { allOperations, readSpecCalls } from '../tests/support/fuzz/operations';
import { formatReport, runFuzz } from '../tests/support/fuzz/runner';

// Request logs would bury the report; the logger reads the level when it is created.
process.env.LOG_LEVEL ??= 'silent';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    runs: { type: 'string', default: '10000' },
    products: { type: 'string', default: '200' },
  },
});
const seed = Number(values.seed);
const runs = Number(values.runs);
const products = Number(values.products);
for (const [name, value] of Object.entries({ seed, runs, products }))
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);

const BUYER_HEADER = 'x-fuzz-buyer';

async function main() {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-fuzz-'));
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { products, seed: 7, mediaDir, drawImages: false });

    // A buyer row, as tests/support/buyers.ts makes them: never logs in with a password.
    const [store] = await handle.db.select().from(stores).orderBy(stores.sort, stores.id).limit(1);
    const [manager] = await handle.db.select().from(managers).limit(1);
    const [buyer] = await handle.db
      .insert(users)
      .values({
        email: 'fuzz.buyer@example.ru',
        passwordHash: '!',
        fio: 'Иванов Иван Иванович',
        phone: '+7 (900) 123-45-67',
        userType: 'individual',
        storeId: store!.id,
        managerId: manager?.id ?? null,
      })
      .returning();

    // The managers' calls are fuzzed as the seeded head of sales (issue #20).
    const [head] = await handle.db.select().from(users).where(eq(users.role, 'head')).limit(1);
    const app = createApp(
      scratchDeps(async () => handle, {
        viewer: async (request) =>
          request.headers.get(BUYER_HEADER) === 'head'
            ? {
                authenticated: true,
                userId: head!.id,
                storeId: store!.id,
                priceTypeId: null,
                role: 'head',
              }
            : request.headers.get(BUYER_HEADER)
              ? { authenticated: true, userId: buyer!.id, storeId: store!.id, priceTypeId: null }
              : { authenticated: false },
      }),
    );
    const send = async (apiPath: string, init: RequestInit) =>
      app.fetch(new Request(`http://shop.test/api/v1${apiPath}`, init));
    const doc = await (await send('/openapi.json', {})).json();
    const operations = allOperations(doc, readSpecCalls());
    console.log(
      `Fuzzing ${operations.length} calls with seed ${seed}, ${runs} requests (re-run: npm run fuzz -- --seed ${seed} --runs ${runs})`,
    );
    let lastTick = 0;
    const report = await runFuzz({
      operations,
      send,
      seed,
      runs,
      buyerHeaders: { [BUYER_HEADER]: '1' },
      staffHeaders: { [BUYER_HEADER]: 'head' },
      onProgress: (done, total) => {
        if (performance.now() - lastTick < 5_000) return;
        lastTick = performance.now();
        console.log(`  ${done}/${total}`);
      },
    });
    console.log(formatReport(report));
    process.exitCode =
      report.findings.length || report.unboundedFields.length || report.unboundedNumbers.length
        ? 1
        : 0;
  } finally {
    await handle.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

await main();
