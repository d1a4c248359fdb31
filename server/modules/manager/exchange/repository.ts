/**
 * «Обмен с 1С» in the workspace (issue #35): the only door to the database for the head's page
 * (exchange runs, warehouses, the exchange settings) and for a buyer's price type.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { exchangeRuns, priceTypes, siteSettings, stores, users } from '../../../db/schema';
import { catalogueTypeOf, defaultsOf } from '../../pricing/defaults';

/** A change of one setting: a value to keep, or null to clear it (its default applies). */
export type SettingChange = { key: string; value: string | null };

export function createExchangePageRepository(db: Db) {
  const priceTypeRows = (tx: Db = db) =>
    tx
      .select({ id: priceTypes.id, title: priceTypes.title, sort: priceTypes.sort })
      .from(priceTypes)
      .orderBy(asc(priceTypes.sort), asc(priceTypes.id));

  const settingsOf = async (keys: readonly string[], tx: Db = db) =>
    new Map(
      (
        await tx
          .select()
          .from(siteSettings)
          .where(inArray(siteSettings.key, [...keys]))
      ).map((row) => [row.key, row.value]),
    );

  return {
    /** The last exchanges, newest first, with the name of the account that ran each. */
    runs(limit: number) {
      return db
        .select({
          id: exchangeRuns.id,
          type: exchangeRuns.type,
          startedAt: exchangeRuns.startedAt,
          finishedAt: exchangeRuns.finishedAt,
          files: exchangeRuns.files,
          counts: exchangeRuns.counts,
          errors: exchangeRuns.errors,
          durationMs: exchangeRuns.durationMs,
          account: users.fio,
        })
        .from(exchangeRuns)
        .leftJoin(users, eq(users.id, exchangeRuns.userId))
        .orderBy(desc(exchangeRuns.startedAt), desc(exchangeRuns.id))
        .limit(limit);
    },

    /** Every warehouse, those waiting to be published first. */
    warehouses() {
      return db
        .select({
          id: stores.id,
          xmlId: stores.xmlId,
          title: stores.title,
          city: stores.city,
          phone: stores.phone,
          published: stores.published,
        })
        .from(stores)
        .orderBy(asc(stores.published), asc(stores.sort), asc(stores.id));
    },

    async warehouse(id: number) {
      const [row] = await db
        .select({ id: stores.id, published: stores.published })
        .from(stores)
        .where(eq(stores.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Sets what buyers see of a warehouse; idempotent (the same values again change nothing). */
    async setWarehouse(
      id: number,
      change: { published: true; city: string; phone: string | null } | { published: false },
    ) {
      await db.update(stores).set(change).where(eq(stores.id, id));
    },

    priceTypes: () => priceTypeRows(),

    settings: (keys: readonly string[]) => settingsOf(keys),

    /**
     * Writes the settings in one transaction. When the companies' default type changes, the
     * catalogue's price (products.price, which the listing sorts and filters by and which that
     * type's buyers read) becomes the new type's price wherever the product has one, as the
     * exchange would write it (server/modules/exchange/catalog/apply.ts): otherwise the new
     * type's buyers would pay the old type's prices until 1C's next full exchange.
     * Answers whether products.price changed.
     */
    async saveSettings(changes: readonly SettingChange[], companiesKey: string) {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const catalogueType = async () =>
          catalogueTypeOf(
            defaultsOf(await priceTypeRows(tx), await settingsOf([companiesKey], tx)),
          );
        const before = await catalogueType();
        for (const { key, value } of changes) {
          if (value === null) await tx.delete(siteSettings).where(eq(siteSettings.key, key));
          else
            await tx
              .insert(siteSettings)
              .values({ key, value })
              .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
        }
        const after = await catalogueType();
        if (after === null || after === before) return false;
        await tx.execute(sql`
          UPDATE products p SET price = pp.price
            FROM product_prices pp
           WHERE pp.product_id = p.id AND pp.price_type_id = ${after}
             AND p.price IS DISTINCT FROM pp.price`);
        return true;
      });
    },

    /** A buyer's account as the price type needs it; null for staff and unknown ids. */
    async buyer(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          storeId: users.storeId,
          userType: users.userType,
          priceTypeId: users.priceTypeId,
        })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'buyer')))
        .limit(1);
      return row ?? null;
    },

    async setBuyerPriceType(id: number, priceTypeId: number | null) {
      await db
        .update(users)
        .set({ priceTypeId, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.role, 'buyer')));
    },
  };
}

export type ExchangePageRepository = ReturnType<typeof createExchangePageRepository>;
