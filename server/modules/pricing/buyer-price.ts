/**
 * A buyer's price as SQL over the `products` row in scope, for every read that shows, sums,
 * sorts or filters prices (catalogue, cart, checkout, quick order).
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { productPrices, products } from '../../db/schema';

/** products.price itself, or an expression of the same meaning (roubles per unit). */
export type PriceColumn = typeof products.price | SQL<number>;

export interface BuyerPrice {
  /** The price type read; null: the catalogue's price (products.price). */
  typeId: number | null;
  column: PriceColumn;
  /** For memo keys of whatever the price changes: 'c' for the catalogue's price, else 't{id}'. */
  key: string;
}

/** The catalogue's price: what a viewer without a type sees, and the default type's buyers. */
export const CATALOGUE_PRICE: BuyerPrice = { typeId: null, column: products.price, key: 'c' };

/**
 * The price of type `typeId`. The companies' default type (`catalogueTypeId`) is products.price
 * itself, so its buyers keep the indexed sort and filter. Any other type reads its
 * product_prices row, and falls back to products.price when the product has none: 1C sends
 * every selected price type with every offer, so a missing row is a product the exchange has
 * not priced in that type yet, and the catalogue's price is a better answer than no price.
 */
export function buyerPriceOf(typeId: number | null, catalogueTypeId: number | null): BuyerPrice {
  if (typeId === null || typeId === catalogueTypeId) return CATALOGUE_PRICE;
  const column = sql<number>`coalesce((select ${productPrices.price} from ${productPrices}
    where ${productPrices.productId} = ${products.id} and ${productPrices.priceTypeId} = ${typeId}),
    ${products.price})`.mapWith(Number);
  return { typeId, column, key: `t${typeId}` };
}
