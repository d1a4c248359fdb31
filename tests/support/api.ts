/**
 * The API under test: the real Hono app (server/app.ts) in-process over a real database,
 * fresh for each test file. `backends()` lists PGlite always and PostgreSQL when the global
 * setup found one, so `describe.each(backends())` runs a suite on both.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import type { AppConfig, AppDeps } from '../../server/http/router';
import { readOutbox, type OutboxEntry } from '../../server/platform/mail';
import { scratchDeps } from '../../server/scratch-deps';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { adminUrl } from './api-context';

export type Backend = 'pglite' | 'postgres';

export function backends(): Backend[] {
  return inject('apiTest').postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
}

async function openBackend(
  backend: Backend,
  onQuery: (query: string) => void,
): Promise<DatabaseHandle> {
  const ctx = inject('apiTest');
  if (backend === 'pglite') {
    const tarball = await readFile(ctx.pgliteTarball);
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([tarball]), onQuery });
  }
  const name = `selvedge_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl(ctx.postgresUrl!) });
  await admin.connect();
  await admin.query(`create database ${name} template ${ctx.postgresTemplate}`);
  await admin.end();
  const url = new URL(ctx.postgresUrl!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    onQuery,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl(ctx.postgresUrl!) });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export interface TestApi {
  handle: DatabaseHandle;
  /** Statements sent to the database since the last reset. */
  queries: string[];
  /** Calls /api/v1{path} in-process; answers the Response. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** Calls and parses the JSON envelope. */
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
  /** The app's settings: its own temporary uploads folder, leads address, signing key. */
  config: AppConfig;
  /** Mail the app has sent, oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  /** The page-cache tags each change dropped, oldest first (server/platform/page-invalidation.ts). */
  invalidatedTags: string[][];
  /** The app's parts (mailer, caches), for server code a test drives directly. */
  deps: AppDeps;
}

/** A logged-in buyer, for the calls whose answers depend on the viewer (prices). */
export const BUYER_HEADER = 'x-test-buyer';
export const asBuyer: RequestInit = { headers: { [BUYER_HEADER]: '1' } };

function apiOver(handle: DatabaseHandle, queries: string[], ownsHandle: boolean): TestApi {
  const deps = scratchDeps(async () => handle, {
    // Until the accounts module verifies tokens, tests say who is asking with a header that
    // only this test resolver honours.
    // The header is '1' (a buyer with no account row, for prices) or '<userId>:<storeId>'
    // (a real user made by tests/support/buyers.ts), or '<userId>:<storeId>:<role>' for staff;
    // a fourth part is the token's price type ('<userId>:<storeId>::<type>', issue #35), without
    // it the account's is read, as for a token issued before the claim.
    viewer: async (request) => {
      const value = request.headers.get(BUYER_HEADER);
      if (!value) return { authenticated: false };
      const [userId, storeId, role, priceType] = value.split(':');
      return {
        authenticated: true,
        userId: userId ? Number(userId) : 1,
        storeId: storeId ? Number(storeId) : null,
        priceTypeId: priceType ? Number(priceType) : null,
        // '<userId>:<storeId>:manager' or ':head': a staff session (issue #20).
        ...(role === 'manager' || role === 'head' ? { role } : {}),
      };
    },
  });
  const app = createApp(deps);
  const call = (path: string, init?: RequestInit) =>
    Promise.resolve(app.fetch(new Request(`http://shop.test/api/v1${path}`, init)));
  return {
    handle,
    queries,
    call,
    json: async <T>(path: string, init?: RequestInit) => {
      const response = await call(path, init);
      return { status: response.status, body: (await response.json()) as T };
    },
    close: () => (ownsHandle ? handle.close() : Promise.resolve()),
    config: deps.config,
    // Mail sent after the answer (server/platform/background.ts) is in the outbox once read.
    outbox: async () => {
      await deps.background.settled();
      return readOutbox(deps.outboxDir);
    },
    invalidatedTags: deps.invalidatedTags,
    deps,
  };
}

export async function startApi(backend: Backend): Promise<TestApi> {
  const queries: string[] = [];
  const handle = await openBackend(backend, (query) => queries.push(query));
  return apiOver(handle, queries, true);
}

/** A second app over the same database with a cache of its own, as another process would be. */
export function startApiOn(other: TestApi): TestApi {
  return apiOver(other.handle, other.queries, false);
}

/** A form-encoded POST, the way the storefront sends bodies (docs/design.md §2). */
export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}
