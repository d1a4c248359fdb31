/**
 * Search over products with PostgreSQL full-text search (the 'russian' configuration: word
 * forms, 'кулирки' finds 'Кулирка') and pg_trgm (typos: 'интерлак' finds 'Интерлок' through the
 * vocabulary in search_terms). The document expression below is the one the GIN index of the
 * search migration is built on; keep them identical or the index is not used.
 */
import 'server-only';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import type { MemoCache } from '../../platform/memo-cache';
import { productPage } from '../catalog/repository';
import { collections, products, sections } from '../../db/schema';

export const searchDocument = sql`to_tsvector('russian', ${products.title} || ' ' || coalesce(${products.subtitle}, '') || ' ' || ${products.color} || ' ' || ${products.composition})`;

/** 'футер 3 нитка' → "футер:* & 3:* & нитка:*": every word, each as a prefix. */
export function toPrefixQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

export function createSearchRepository(db: Db, cache: MemoCache) {
  return {
    async page(words: string[], limit: number, offset: number) {
      const query = sql`to_tsquery('russian', ${toPrefixQuery(words)})`;
      const where = and(eq(products.active, true), sql`${searchDocument} @@ ${query}`);
      const countKey = `search:count:${words.join(' ')}`;
      const order = [desc(products.popularity), asc(products.id)];
      return productPage(db, cache, countKey, where, order, limit, offset);
    },

    /** The closest known word by trigram similarity, or null when nothing is close. */
    async closestTerm(word: string): Promise<string | null> {
      const result = await db.execute(
        sql`select term from search_terms where term % ${word} order by similarity(term, ${word}) desc, term limit 1`,
      );
      return rowsOf<{ term: string }>(result)[0]?.term ?? null;
    },

    async sectionsAndCollections(text: string, limit: number) {
      const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const close = (column: AnyPgColumn) =>
        or(ilike(column, like), sql`word_similarity(${text}, ${column}) >= 0.5`);
      const [sectionRows, collectionRows] = await Promise.all([
        db
          .select({ id: sections.id, slug: sections.slug, title: sections.title })
          .from(sections)
          .where(and(eq(sections.active, true), close(sections.title)))
          .orderBy(asc(sections.sort))
          .limit(limit),
        db
          .select({
            id: collections.id,
            slug: collections.slug,
            title: collections.title,
            sectionSlug: sections.slug,
            sectionTitle: sections.title,
          })
          .from(collections)
          .innerJoin(sections, eq(sections.id, collections.sectionId))
          .where(or(close(collections.title), close(sections.title)))
          .orderBy(asc(sections.sort), asc(collections.sort))
          .limit(limit),
      ]);
      return { sectionRows, collectionRows };
    },

    async popularCollections(limit: number) {
      return db
        .select({
          id: collections.id,
          slug: collections.slug,
          title: collections.title,
          image: collections.image,
          sectionSlug: sections.slug,
          count: sql<number>`(select count(*) from ${products} where ${products.collectionId} = ${collections.id} and ${products.active})::int`,
        })
        .from(collections)
        .innerJoin(sections, eq(sections.id, collections.sectionId))
        .orderBy(asc(collections.sort), asc(collections.id))
        .limit(limit);
    },

    sectionTitles: (ids?: number[]) =>
      db
        .select({ id: sections.id, title: sections.title, slug: sections.slug })
        .from(sections)
        .where(and(eq(sections.active, true), ids ? inArray(sections.id, ids) : undefined))
        .orderBy(asc(sections.sort)),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
