import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

export function createStoresRepository(db: Db) {
  return {
    /** The warehouses buyers see: one 1C named first waits for the head to publish it. */
    all: () =>
      db
        .select()
        .from(stores)
        .where(eq(stores.published, true))
        .orderBy(asc(stores.sort), asc(stores.id)),
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
