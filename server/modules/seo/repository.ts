import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seoTags } from '../../db/schema';

export function createSeoRepository(db: Db) {
  return {
    byPage: async (page: string) =>
      (await db.select().from(seoTags).where(eq(seoTags.page, page)).limit(1))[0] ?? null,
  };
}
