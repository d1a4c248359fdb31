import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

export function createStoresRepository(db: Db) {
  return {
    all: () => db.select().from(stores).orderBy(asc(stores.sort), asc(stores.id)),
  };
}
