/** The local suggestion directory (server/db/seed/directory.ts): companies and banks. */
import 'server-only';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directoryBanks, directoryCompanies } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type DirectoryCompany = typeof directoryCompanies.$inferSelect;
export type DirectoryBank = typeof directoryBanks.$inferSelect;

export function createSuggestionsRepository(db: Db) {
  return {
    companyByInnOrOgrn(id: string, limit: number): Promise<DirectoryCompany[]> {
      return db
        .select()
        .from(directoryCompanies)
        .where(or(eq(directoryCompanies.inn, id), eq(directoryCompanies.ogrn, id)))
        .limit(limit);
    },

    /** By INN or OGRN prefix when the query is digits, else by name: contains, then similar. */
    suggestCompanies(query: string, limit: number): Promise<DirectoryCompany[]> {
      if (/^\d+$/.test(query)) {
        const prefix = `${escapeLike(query)}%`;
        return db
          .select()
          .from(directoryCompanies)
          .where(or(ilike(directoryCompanies.inn, prefix), ilike(directoryCompanies.ogrn, prefix)))
          .orderBy(asc(directoryCompanies.inn))
          .limit(limit);
      }
      const contains = `%${escapeLike(query)}%`;
      return db
        .select()
        .from(directoryCompanies)
        .where(
          or(
            ilike(directoryCompanies.nameShort, contains),
            ilike(directoryCompanies.nameFull, contains),
            sql`${directoryCompanies.nameShort} % ${query}`,
          ),
        )
        .orderBy(
          sql`${directoryCompanies.nameShort} ilike ${contains} desc`,
          sql`similarity(${directoryCompanies.nameShort}, ${query}) desc`,
          asc(directoryCompanies.inn),
        )
        .limit(limit);
    },

    bankByBic(bic: string, limit: number): Promise<DirectoryBank[]> {
      return db.select().from(directoryBanks).where(eq(directoryBanks.bic, bic)).limit(limit);
    },

    suggestBanks(query: string, limit: number): Promise<DirectoryBank[]> {
      if (/^\d+$/.test(query)) {
        return db
          .select()
          .from(directoryBanks)
          .where(ilike(directoryBanks.bic, `${escapeLike(query)}%`))
          .orderBy(asc(directoryBanks.bic))
          .limit(limit);
      }
      const contains = `%${escapeLike(query)}%`;
      return db
        .select()
        .from(directoryBanks)
        .where(
          or(ilike(directoryBanks.name, contains), ilike(directoryBanks.paymentName, contains)),
        )
        .orderBy(asc(directoryBanks.name))
        .limit(limit);
    },
  };
}
