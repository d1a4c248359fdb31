/**
 * The vocabulary that search's typo correction matches against (pg_trgm). search_queries is
 * left empty: it records what shoppers really type, and its tests expect a fresh start.
 */
import 'server-only';
import type { Db } from '../client';
import { searchTerms } from '../schema';
import { insertRows } from './bulk-insert';
import type { CatalogData } from './catalog';

/** Too common to be worth correcting a typo towards. */
const stopWords = new Set(['для', 'без', 'под', 'арт']);

export function buildSearchTerms(catalog: CatalogData): string[] {
  const texts = new Set<string>();
  for (const p of catalog.products) {
    texts.add(p.title);
    texts.add(p.color);
    texts.add(p.composition);
    if (p.subtitle) texts.add(p.subtitle);
  }
  for (const s of catalog.sections) texts.add(s.title);
  for (const c of catalog.collections) texts.add(c.title);
  const terms = new Set<string>();
  for (const text of texts) {
    // Shoppers rarely type ё; full-text search folds it to е too, so the terms match that.
    for (const word of text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .split(/[^a-zа-я]+/)) {
      if (word.length >= 3 && !stopWords.has(word)) terms.add(word);
    }
  }
  return [...terms].sort();
}

export async function insertSearchTerms(db: Db, terms: readonly string[]): Promise<void> {
  await insertRows(
    db,
    searchTerms,
    terms.map((term) => ({ term })),
  );
}
