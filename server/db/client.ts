/**
 * Opens the reference API's database: PGlite (embedded PostgreSQL in WASM) by default, a real
 * PostgreSQL when DATABASE_URL is set. Both speak the same schema and migrations.
 *
 * PGlite is single-process (docs/design.md §4): the process keeps one handle on globalThis, so that
 * Next's separate bundles (route handler, instrumentation) share it instead of opening the data
 * directory twice.
 */
import 'server-only';
import path from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loadServerEnv } from '../../lib/env';
import { processSlot } from '../../lib/framework/process-slot.mjs';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations; a no-op when the schema is current. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to clone databases in tests. */
  dump?: () => Promise<Blob>;
}

/** Called with every statement the ORM sends: tests count queries per call with it. */
export type QueryObserver = (query: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob }
) & { onQuery?: QueryObserver };

const loggerFor = (onQuery?: QueryObserver) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

export const migrationsFolder = path.join(process.cwd(), 'server', 'db', 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server drops (a restart, a failover, an administrator) emits
    // 'error' on the pool; unheard, that event would crash the process. The pool replaces the
    // connection; a query that was using it fails on its own and becomes a 503.
    pool.on('error', (error) => {
      console.error(
        JSON.stringify({
          level: 'warn',
          msg: 'idle database connection lost',
          code: (error as { code?: string }).code,
        }),
      );
    });
    const db = drizzlePg(pool, { schema, logger: loggerFor(options.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dir) await mkdir(options.dir, { recursive: true });
  const unlock = options.dir ? await lockDataDir(options.dir) : async () => undefined;
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, logger: loggerFor(options.onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      await unlock();
    },
    dump: () => client.dumpDataDir('gzip'),
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite corrupts its data directory when two processes open it (say, `npm run db:seed` while
 * the shop runs). A pid file beside the directory turns that into a clear error instead.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${path.resolve(dir)}.lock`;
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
    throw new Error(
      `The database in ${dir} is open in process ${holder}; stop that process first ` +
        '(PGlite allows one process per data directory).',
    );
  }
  await writeFile(lockFile, String(process.pid));
  // A server stopped by a signal exits without closing the database: the pid file would stay,
  // and once the system gives that pid to another process, the next start would be refused.
  const onExit = () => {
    if (readPidSync(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.once('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    await rm(lockFile, { force: true });
  };
}

function readPidSync(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/** Where the environment points: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export function databaseOptionsFromEnv(): DatabaseOptions {
  const env = loadServerEnv();
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dir: env.PGLITE_DIR ?? path.join(env.DATA_DIR, 'pglite') };
}

const databaseSlot = processSlot<Promise<DatabaseHandle>>('database');

/** The process's database, opened and migrated once (one for every bundle of the process). */
export function getDatabase(): Promise<DatabaseHandle> {
  return databaseSlot.getOrCreate(() =>
    (async () => {
      const handle = await openDatabase(databaseOptionsFromEnv());
      await handle.migrate();
      return handle;
    })().catch((error: unknown) => {
      // Forget a failed open so that the next request tries again (the database may come back).
      databaseSlot.clear();
      throw error;
    }),
  );
}

/** Rows of a raw `db.execute()`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
