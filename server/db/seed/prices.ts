/**
 * The price types of 1C (issue #35) as the seed has them: 'Опт' for companies, whose prices are
 * the catalogue's (products.price), and 'Розница' for private buyers, 12 % above and rounded to
 * whole roubles; the settings name each kind's default by title, as a shop's staff would.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { priceTypes, productPrices, products, siteSettings } from '../schema';
import { exchangeSettingKeys } from '../../../lib/api/contract/manager-exchange';
import { insertRows, syncSerial, withIndexesRebuilt } from './bulk-insert';

export const WHOLESALE = { id: 1, xmlId: 'opt', title: 'Опт', sort: 100 };
export const RETAIL = { id: 2, xmlId: 'retail', title: 'Розница', sort: 200 };
/** Retail over wholesale. */
export const RETAIL_MARKUP = 1.12;

export const priceTypeRows: (typeof priceTypes.$inferInsert)[] = [WHOLESALE, RETAIL].map(
  (type) => ({ ...type, currency: 'RUB' }),
);

export const priceTypeSettings = [
  { key: exchangeSettingKeys.legal_entity, value: WHOLESALE.title },
  { key: exchangeSettingKeys.individual, value: RETAIL.title },
];

/**
 * After the products: each type's price of every product, computed by the database from
 * products.price in one statement per type (no rows through JavaScript, whatever the size).
 */
export async function insertPrices(db: Db): Promise<void> {
  await insertRows(db, priceTypes, priceTypeRows);
  await syncSerial(db, priceTypes);
  await insertRows(db, siteSettings, priceTypeSettings);
  // Constants inline: a bound parameter in a select list would be typed text.
  const constant = (value: number) => sql.raw(String(value));
  await withIndexesRebuilt(db, productPrices, async () => {
    await db.execute(sql`insert into ${productPrices} (product_id, price_type_id, price)
      select id, ${constant(WHOLESALE.id)}, price from ${products}`);
    await db.execute(sql`insert into ${productPrices} (product_id, price_type_id, price)
      select id, ${constant(RETAIL.id)}, round(price * ${constant(RETAIL_MARKUP)}) from ${products}`);
  });
}
