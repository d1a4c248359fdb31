/**
 * Prepares the databases the API tests run against, once per run:
 * - PGlite always: a migrated, seeded data directory dumped to a tarball that each test file
 *   loads in memory (skips initdb, which costs 5–9 s per instance);
 * - PostgreSQL when reachable (TEST_DATABASE_URL, else the machine's local server): a seeded
 *   template database that each test file clones with CREATE DATABASE … TEMPLATE.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { TEST_SEED_PRODUCTS, adminUrl, localPostgresUrl, type ApiTestContext } from './api-context';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTest: ApiTestContext;
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'selvedge-api-'));
  const mediaDir = path.join(workDir, 'media');

  const lite = await openDatabase({ kind: 'pglite' });
  await lite.migrate();
  await seedDatabase(lite.db, {
    products: TEST_SEED_PRODUCTS,
    seed: 7,
    mediaDir,
    drawImages: false,
  });
  const dump = await lite.dump!();
  await lite.close();
  const tarball = path.join(workDir, 'template.tar.gz');
  await writeFile(tarball, Buffer.from(await dump.arrayBuffer()));

  const candidate = process.env.TEST_DATABASE_URL ?? localPostgresUrl;
  let postgresTemplate: string | null = null;
  if (await postgresReachable(candidate)) {
    postgresTemplate = `selvedge_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(candidate) });
    await admin.connect();
    await admin.query(`drop database if exists ${postgresTemplate}`);
    await admin.query(`create database ${postgresTemplate}`);
    await admin.end();
    const url = new URL(candidate);
    url.pathname = `/${postgresTemplate}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await handle.migrate();
    await seedDatabase(handle.db, {
      products: TEST_SEED_PRODUCTS,
      seed: 7,
      mediaDir,
      drawImages: false,
    });
    await handle.close();
    console.log(`API tests run on PGlite and on PostgreSQL (${url.host})`);
  } else {
    console.log(
      `API tests run on PGlite only: no PostgreSQL answered at ${new URL(candidate).host} ` +
        '(set TEST_DATABASE_URL to run them on PostgreSQL too)',
    );
  }

  project.provide('apiTest', {
    pgliteTarball: tarball,
    mediaDir,
    postgresUrl: postgresTemplate ? candidate : null,
    postgresTemplate,
  });

  return async () => {
    if (postgresTemplate) {
      const admin = new pg.Client({ connectionString: adminUrl(candidate) });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'selvedge\\_t\\_%' or datname = $1",
        [postgresTemplate],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    }
    await rm(workDir, { recursive: true, force: true });
  };
}
