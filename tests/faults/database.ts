/**
 * The fault tests' databases: a fresh embedded one (PGlite under a temporary DATA_DIR) or a
 * fresh PostgreSQL database, seeded with the shop's own seed command, and read with plain SQL
 * from the test process, so that what is checked is what is on disk, not what a server says.
 * A PGlite directory is single-process: it is opened here only while no server runs.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** Where the local PostgreSQL answers (the machine's server, trust auth; CI's the same). */
export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, '/postgres') ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface FaultDatabase {
  kind: 'pglite' | 'postgres';
  /** What a server of this database gets on top of its environment. */
  env: Record<string, string>;
  /** Plain SQL; on PGlite only while no server has the directory open. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Closes the test's own connection (PGlite: before a server opens the directory). */
  release(): Promise<void>;
  /** Removes the database (afterAll). */
  drop(): Promise<void>;
}

/** Product images are drawn once per machine and kept: the seed skips files that exist. */
const mediaDir = path.join(root, '.data', 'faults-media');

async function seed(env: Record<string, string>, products: number) {
  await run(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      // server/ modules import 'server-only', which throws outside React's server condition.
      '--conditions=react-server',
      'server/cli/seed.ts',
      '--products',
      String(products),
      '--media-dir',
      mediaDir,
    ],
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, timeout: 240_000 },
  );
}

export async function createPgliteDatabase(products: number): Promise<FaultDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-faults-'));
  const env = { DATA_DIR: dataDir };
  await seed(env, products);
  const dir = path.join(dataDir, 'pglite');
  let client: PGlite | null = null;
  const open = async (): Promise<PGlite> =>
    (client ??= await PGlite.create({ dataDir: dir, extensions: { pg_trgm } }));
  const release = async () => {
    await client?.close();
    client = null;
  };
  return {
    kind: 'pglite',
    env,
    async query<T>(text: string, params: unknown[] = []) {
      return (await (await open()).query<T>(text, params)).rows;
    },
    release,
    async drop() {
      await release();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `shared`: the environment of what else the shops share (REDIS_URL), given to the seed too, so
 * that the new catalogue drops the pages an earlier database left in a shared cache, as a
 * reseed of a running shop does.
 */
export async function createPostgresDatabase(
  products: number,
  shared: Record<string, string> = {},
): Promise<FaultDatabase> {
  const name = `selvedge_faults_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-faults-'));
  const env = { ...shared, DATABASE_URL: url, DATA_DIR: dataDir };
  await seed(env, products);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle pooled connection that the server ends (57P01) is dropped and reopened on the next
  // query, as pg advises; without a listener the pool throws it out of the test as uncaught.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    env,
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async release() {
      // A pool survives a server's start and death; nothing to hand over.
    },
    async drop() {
      await pool.end();
      const again = new pg.Client({ connectionString: postgresAdminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Whether a PostgreSQL server answers, known when the spec file loads (Playwright lists tests
 * synchronously): the PostgreSQL half runs where one answers, as the API tests do.
 */
export function postgresAnswers(): boolean {
  const { hostname, port } = new URL(postgresAdminUrl);
  const probe = `require('node:net').connect(${Number(port) || 5432}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1));
    setTimeout(() => process.exit(1), 2000);`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}
