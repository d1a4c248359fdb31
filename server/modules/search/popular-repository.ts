/**
 * Popular searches' tables (issue #34): `search_queries` (the normalised query, how many
 * products it found, a manager's pin or block) and `search_query_searchers` (one row per query
 * and person-day, a keyed hash: nobody's address). Days are 'YYYY-MM-DD' strings.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

export interface PopularRow {
  id: number;
  text: string;
  hits: number;
  searchers: number;
  lastSearchedAt: Date | null;
  blockedAt: Date | null;
  pinnedPosition: number | null;
}

/** Different searchers per query since a day, as a derived table to join on `query_id`. */
const searchersSince = (since: string) =>
  sql`(select query_id, count(*)::int as n from search_query_searchers
       where day >= ${since}::date group by query_id)`;

const toDate = (value: unknown) => (value === null ? null : new Date(value as string | Date));

function toRow(raw: Record<string, unknown>): PopularRow {
  return {
    id: Number(raw.id),
    text: String(raw.text),
    hits: Number(raw.hits),
    searchers: Number(raw.searchers ?? 0),
    lastSearchedAt: toDate(raw.last_searched_at),
    blockedAt: toDate(raw.blocked_at),
    pinnedPosition: raw.pinned_position === null ? null : Number(raw.pinned_position),
  };
}

const columns = sql`q.id, q.text, q.hits, q.last_searched_at, q.blocked_at, q.pinned_position,
  coalesce(c.n, 0)::int as searchers`;

export function createPopularRepository(db: Db) {
  return {
    /**
     * One search in one statement: traces older than `since` go, the query is counted (and
     * made), and the searcher noted once. Answers whether the searcher was new to the query and
     * how many searchers it had before.
     */
    async record(
      text: string,
      hits: number,
      searcher: string,
      day: string,
      since: string,
    ): Promise<{ added: boolean; before: number }> {
      const result = await db.execute(sql`
        with pruned as (delete from search_query_searchers where day < ${since}::date),
        q as (
          insert into search_queries (text, searches, hits, last_searched_at)
          values (${text}, 1, ${hits}, now())
          on conflict (text) do update set searches = search_queries.searches + 1,
            hits = excluded.hits, last_searched_at = now()
          returning id
        ),
        added as (
          insert into search_query_searchers (query_id, searcher, day)
          select id, ${searcher}, ${day}::date from q
          on conflict do nothing
          returning query_id
        )
        select (select count(*) from added)::int as added,
          (select count(*) from search_query_searchers s join q on s.query_id = q.id
            where s.day >= ${since}::date)::int as before`);
      const [row] = rowsOf<{ added: number; before: number }>(result);
      return { added: Number(row?.added ?? 0) > 0, before: Number(row?.before ?? 0) };
    },

    /**
     * What the panel suggests: pinned queries in their order, then those that found something
     * and were searched by at least `min` people since `since`, most searchers first. Hidden
     * ones never.
     */
    async suggested(limit: number, min: number, since: string) {
      const result = await db.execute(sql`
        select q.id, q.text from search_queries q left join ${searchersSince(since)} c
          on c.query_id = q.id
        where q.blocked_at is null
          and (q.pinned_position is not null or (q.hits > 0 and c.n >= ${min}))
        order by q.pinned_position asc nulls last, c.n desc nulls last,
          q.last_searched_at desc nulls last, q.id
        limit ${limit}`);
      return rowsOf<{ id: number; text: string }>(result).map((r) => ({
        id: Number(r.id),
        text: r.text,
      }));
    },

    async blockedTexts(): Promise<string[]> {
      const result = await db.execute(
        sql`select text from search_queries where blocked_at is not null`,
      );
      return rowsOf<{ text: string }>(result).map((r) => r.text);
    },

    /** Every pinned and hidden query, with its searchers since `since`. */
    async managed(since: string): Promise<PopularRow[]> {
      const result = await db.execute(sql`
        select ${columns} from search_queries q left join ${searchersSince(since)} c
          on c.query_id = q.id
        where q.pinned_position is not null or q.blocked_at is not null
        order by q.pinned_position asc nulls last, q.blocked_at desc, q.id`);
      return rowsOf<Record<string, unknown>>(result).map(toRow);
    },

    /** The most searched queries neither pinned nor hidden, searched by someone since `since`. */
    async candidates(since: string, limit: number): Promise<PopularRow[]> {
      const result = await db.execute(sql`
        select ${columns} from search_queries q join ${searchersSince(since)} c
          on c.query_id = q.id
        where q.pinned_position is null and q.blocked_at is null
        order by c.n desc, q.last_searched_at desc nulls last, q.id
        limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map(toRow);
    },

    async exists(id: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from search_queries where id = ${id}`);
      return rowsOf(result).length > 0;
    },

    /**
     * Pins a query by its text, made if nobody searched it yet: last in the pinned order (a
     * query pinned already keeps its place), and no longer hidden.
     */
    async pinText(text: string, hits: number): Promise<number> {
      const result = await db.execute(sql`
        insert into search_queries (text, searches, hits, last_searched_at, pinned_position)
        values (${text}, 0, ${hits}, null,
          (select coalesce(max(pinned_position), 0) + 1 from search_queries))
        on conflict (text) do update set hits = excluded.hits, blocked_at = null,
          pinned_position = coalesce(search_queries.pinned_position, excluded.pinned_position)
        returning id`);
      return Number(rowsOf<{ id: number }>(result)[0]!.id);
    },

    async pin(id: number) {
      await db.execute(sql`
        update search_queries set blocked_at = null, pinned_position = coalesce(pinned_position,
          (select coalesce(max(pinned_position), 0) + 1 from search_queries))
        where id = ${id}`);
    },

    async unpin(id: number) {
      await db.execute(sql`update search_queries set pinned_position = null where id = ${id}`);
    },

    /** Hidden for good: a pinned query is unpinned too. */
    async block(id: number) {
      await db.execute(sql`
        update search_queries set blocked_at = coalesce(blocked_at, now()), pinned_position = null
        where id = ${id}`);
    },

    async unblock(id: number) {
      await db.execute(sql`update search_queries set blocked_at = null where id = ${id}`);
    },
  };
}

export type PopularRepository = ReturnType<typeof createPopularRepository>;
