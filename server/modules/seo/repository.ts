import 'server-only';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, sections, seoTags } from '../../db/schema';

export function createSeoRepository(db: Db) {
  return {
    byPage: async (page: string) =>
      (await db.select().from(seoTags).where(eq(seoTags.page, page)).limit(1))[0] ?? null,

    /**
     * The active product a product page names: by its code (the form the storefront links to)
     * or by its numeric id, and only under its own section.
     */
    product: async (sectionSlug: string, id: string) => {
      const byId: SQL[] = [eq(products.code, id)];
      if (/^\d{1,9}$/.test(id)) byId.push(eq(products.id, Number(id)));
      const [row] = await db
        .select({ title: products.title, color: products.color, section: sections.title })
        .from(products)
        .innerJoin(sections, eq(sections.id, products.sectionId))
        .where(and(eq(sections.slug, sectionSlug), eq(products.active, true), or(...byId)))
        .limit(1);
      return row ?? null;
    },
  };
}
