/**
 * Migration 0008 (issue #20) gives the orders placed before it a history: their placing at
 * created_at, by the buyer, and the move to a later status at updated_at (who is not known).
 * The database is migrated to 0007, an order written, then the rest applied.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const migrations = path.join(import.meta.dirname, '../../../server/db/migrations');
let work = '';

afterAll(() => (work ? rm(work, { recursive: true, force: true }) : undefined));

it('backfills the history of the orders placed before it', async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'selvedge-0008-'));
  const before = path.join(work, 'migrations');
  await cp(migrations, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === '0008_order_events');
  expect(upTo).toBeGreaterThan(0);
  await writeFile(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );

  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    insert into stores (id, xml_id, title, city, filter_value) values (1, 'msk', 'Москва', 'Москва', 1);
    insert into users (id, email, password_hash, fio, phone, user_type, store_id)
      values (7, 'old@example.ru', '!', 'Старый Покупатель', '', 'individual', 1);
    insert into orders (id, user_id, store_id, status, recipient, delivery, payment, total_kg,
        total_price, idempotency_key, created_at, updated_at)
      values
        (1, 7, 1, 'new', '{}', 'pickup', 'card', 10, 100, 'k1', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z'),
        (2, 7, 1, 'cancelled', '{}', 'pickup', 'card', 10, 100, 'k2', '2026-03-02T10:00:00Z', '2026-03-03T12:00:00Z');
  `);

  await migrate(db, { migrationsFolder: migrations });
  const { rows } = await client.query<{
    order_id: number;
    actor_id: number | null;
    actor_kind: string;
    from_status: string | null;
    to_status: string;
    created_at: Date;
  }>(
    'select order_id, actor_id, actor_kind, from_status, to_status, created_at from order_events order by order_id, id',
  );
  expect(rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))).toEqual([
    {
      order_id: 1,
      actor_id: 7,
      actor_kind: 'buyer',
      from_status: null,
      to_status: 'new',
      created_at: '2026-03-01T10:00:00.000Z',
    },
    {
      order_id: 2,
      actor_id: 7,
      actor_kind: 'buyer',
      from_status: null,
      to_status: 'new',
      created_at: '2026-03-02T10:00:00.000Z',
    },
    {
      order_id: 2,
      actor_id: null,
      actor_kind: 'shop',
      from_status: 'new',
      to_status: 'cancelled',
      created_at: '2026-03-03T12:00:00.000Z',
    },
  ]);
  await client.close();
});
