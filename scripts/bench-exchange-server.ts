/**
 * The shop's side of `npm run bench:exchange` (scripts/bench-exchange.ts starts it): a process
 * that holds only what serving needs — the database (PGlite in a data folder, or PostgreSQL), the
 * /api/v1 app and 1C's exchange handler with the real catalogue importer — behind node:http, so
 * the benchmark measures this process's memory and answers, not its own. Prints
 * `{"port": N}` once it listens.
 */
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { CATALOG_CACHE_TTL_MS, createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { createCatalogImporter, createPictureStore } from '../server/modules/exchange/catalog';
import { createExchangeHandler } from '../server/modules/exchange/protocol';
import { createMemoCache } from '../server/platform/memo-cache';
import { scratchDeps } from '../server/scratch-deps';

process.env.LOG_LEVEL ??= 'silent';

const [dir, postgresUrl] = process.argv.slice(2);
if (!dir) throw new Error('usage: bench-exchange-server <folder> [postgres url]');

async function main() {
  await mkdir(dir!, { recursive: true });
  const handle = postgresUrl
    ? await openDatabase({ kind: 'postgres', url: postgresUrl })
    : await openDatabase({ kind: 'pglite', dir: path.join(dir!, 'pglite') });
  await handle.migrate();
  const mediaDir = path.join(dir!, 'media');
  await seedDatabase(handle.db, { products: 600, seed: 1, mediaDir, drawImages: false });
  const deps = {
    ...scratchDeps(async () => handle),
    cache: createMemoCache({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 5_000 }),
  };
  const app = createApp(deps);
  const pictures = createPictureStore(mediaDir);
  const exchange = createExchangeHandler({
    database: async () => handle,
    rateLimiter: deps.rateLimiter,
    logger: deps.logger,
    root: path.join(dir!, 'exchange'),
    catalog: ({ db }) =>
      createCatalogImporter({
        db,
        pictures,
        cache: deps.cache,
        pages: deps.pages,
        log: deps.logger,
      }),
  });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = `http://127.0.0.1${req.url}`;
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
      ),
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const response = req.url?.startsWith('/api/1c/exchange')
      ? await exchange(request)
      : await app.fetch(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  // As `npm start` runs (server.mjs): longer than the client's keep-alive, so a reused
  // connection is never closed under a request.
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(
      `${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`,
    );
  });
}

await main();
