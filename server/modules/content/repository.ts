/** Reads of the marketing pages: content blocks, press items, vacancies, buyers pages. */
import 'server-only';
import { and, asc, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyersPages, contentBlocks, pressItems, sections, vacancies } from '../../db/schema';

export function createContentRepository(db: Db) {
  return {
    async block(page: string, block: string): Promise<unknown> {
      const [row] = await db
        .select({ data: contentBlocks.data })
        .from(contentBlocks)
        .where(and(eq(contentBlocks.page, page), eq(contentBlocks.block, block)))
        .limit(1);
      return row ? row.data : null;
    },

    /** The titles of the sections the catalogue shows, in its order. */
    async sectionTitles(): Promise<string[]> {
      const rows = await db
        .select({ title: sections.title })
        .from(sections)
        .where(eq(sections.active, true))
        .orderBy(asc(sections.sort), asc(sections.id));
      return rows.map((row) => row.title);
    },

    async pressPage(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pressItems)
          .orderBy(desc(pressItems.publishedAt), desc(pressItems.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(pressItems),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async pressByCode(code: string) {
      const [row] = await db.select().from(pressItems).where(eq(pressItems.code, code)).limit(1);
      return row ?? null;
    },

    /** The items published just before and just after `at` (newest first in the list). */
    async pressNeighbours(at: Date) {
      const [older, newer] = await Promise.all([
        db
          .select()
          .from(pressItems)
          .where(lt(pressItems.publishedAt, at))
          .orderBy(desc(pressItems.publishedAt))
          .limit(1),
        db
          .select()
          .from(pressItems)
          .where(gt(pressItems.publishedAt, at))
          .orderBy(asc(pressItems.publishedAt))
          .limit(1),
      ]);
      return { older: older[0] ?? null, newer: newer[0] ?? null };
    },

    /** Every press item's code and date, for the sitemap. */
    pressCodes: () =>
      db.select({ code: pressItems.code, publishedAt: pressItems.publishedAt }).from(pressItems),

    async vacancies(section: string | undefined, offset: number, limit: number, city?: string) {
      const where: SQL | undefined = and(
        section ? eq(vacancies.section, section) : undefined,
        city ? eq(vacancies.city, city) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vacancies)
          .where(where)
          .orderBy(asc(vacancies.sort), asc(vacancies.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(vacancies).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    vacancySections: () =>
      db
        .select({ title: vacancies.section, count: count() })
        .from(vacancies)
        .groupBy(vacancies.section)
        .orderBy(asc(vacancies.section)),

    async vacancyByCode(code: string) {
      const [row] = await db.select().from(vacancies).where(eq(vacancies.code, code)).limit(1);
      return row ?? null;
    },

    buyersMenu: () =>
      db
        .select({ code: buyersPages.code, title: buyersPages.title })
        .from(buyersPages)
        .orderBy(asc(buyersPages.sort)),

    async buyersPage(code: string) {
      const [row] = await db.select().from(buyersPages).where(eq(buyersPages.code, code)).limit(1);
      return row ?? null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
