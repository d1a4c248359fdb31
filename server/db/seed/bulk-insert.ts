/**
 * Fast inserts for seeding. Drizzle's multi-row VALUES binds one parameter per cell, which on
 * PGlite takes ~30 s for 100k products (and overflows the stack past ~50k rows, docs/toolchain.md).
 * Here each column travels as one array literal and the database unnests them: 19 parameters
 * per statement whatever the row count, ~5x faster, the same SQL on PGlite and PostgreSQL.
 */
import 'server-only';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../client';

/** docs/toolchain.md: PGlite handles 5,000 rows per statement comfortably. */
export const CHUNK_ROWS = 5000;

/** Joins text-array cells inside one array element; it never occurs in seeded text. */
const UNIT_SEPARATOR = '\u001f';

type Kind = 'scalar' | 'json' | 'text-array';

interface ColumnPlan {
  key: string;
  name: string;
  kind: Kind;
  /** The element type the unnested array is cast to. */
  elementType: string;
}

function planColumn(key: string, column: PgColumn): ColumnPlan {
  const type = column.getSQLType();
  if (type.endsWith('[]'))
    return { key, name: column.name, kind: 'text-array', elementType: 'text' };
  if (type === 'jsonb' || type === 'json')
    return { key, name: column.name, kind: 'json', elementType: 'text' };
  return {
    key,
    name: column.name,
    kind: 'scalar',
    elementType: type === 'serial' ? 'integer' : type,
  };
}

function literal(value: unknown, kind: Kind): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (kind === 'json') text = JSON.stringify(value);
  else if (kind === 'text-array') text = (value as string[]).join(UNIT_SEPARATOR);
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

function selectExpression(plan: ColumnPlan): string {
  const ref = `"${plan.name}"`;
  if (plan.kind === 'json') return `${ref}::jsonb`;
  if (plan.kind === 'text-array') return `string_to_array(${ref}, E'\\x1f')`;
  return ref;
}

/** Inserts rows (all with the same keys) in chunks of CHUNK_ROWS. */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const plans = Object.keys(rows[0]!).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return planColumn(key, column);
  });
  const names = plans.map((p) => `"${p.name}"`).join(', ');
  const selects = plans.map(selectExpression).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS) as Record<string, unknown>[];
    const arrays: SQL[] = plans.map((plan) => {
      const body = chunk.map((row) => literal(row[plan.key], plan.kind)).join(',');
      return sql`${`{${body}}`}::${sql.raw(plan.elementType)}[]`;
    });
    await db.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(selects)} from unnest(${sql.join(arrays, sql`, `)}) as x(${sql.raw(names)})`,
    );
  }
}

/** After inserting explicit ids, moves the serial on so that later inserts do not collide. */
export async function syncSerial(db: Db, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', '${column}'), coalesce((select max("${column}") from "${name}"), 0) + 1, false)`,
    ),
  );
}

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * Runs a bulk load with the table's secondary indexes dropped and rebuilt afterwards from
 * their own definitions: building an index once is far cheaper than maintaining it row by row
 * (the products GIN full-text index alone doubles the insert time). Indexes behind primary
 * keys and unique constraints stay, since constraints depend on them. Inside a transaction
 * the drop is invisible to other sessions.
 */
export async function withIndexesRebuilt(
  db: Db,
  table: PgTable,
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        where t.relname = ${getTableName(table)} and not x.indisprimary and not x.indisunique`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  await load();
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
}
