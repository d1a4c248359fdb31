/** The reads behind a buyer's price type: the types, the two settings, one account. */
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceTypes, siteSettings, users } from '../../db/schema';
import { priceTypeSettingKeys, type PriceTypeRow } from './defaults';

export function createPricingRepository(db: Db) {
  return {
    priceTypes: (): Promise<PriceTypeRow[]> =>
      db
        .select({ id: priceTypes.id, title: priceTypes.title, sort: priceTypes.sort })
        .from(priceTypes),

    settings: async (): Promise<Map<string, string>> =>
      new Map(
        (
          await db
            .select()
            .from(siteSettings)
            .where(inArray(siteSettings.key, Object.values(priceTypeSettingKeys)))
        ).map((row) => [row.key, row.value]),
      ),

    account: async (userId: number) =>
      (
        await db
          .select({ priceTypeId: users.priceTypeId, userType: users.userType })
          .from(users)
          .where(eq(users.id, userId))
      )[0] ?? null,
  };
}
