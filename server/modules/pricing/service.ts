/**
 * Buyers' price types (issue #35): the defaults of the two kinds of buyer, kept briefly in the
 * memo cache (read by nearly every call of a logged-in buyer), a buyer's type, and the price
 * SQL of a type (./buyer-price.ts).
 */
import 'server-only';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../platform/memo-cache';
import { buyerPriceOf, CATALOGUE_PRICE, type BuyerPrice } from './buyer-price';
import {
  catalogueTypeOf,
  defaultsOf,
  priceTypeForUser,
  type BuyerKind,
  type PriceTypeDefaults,
} from './defaults';
import { createPricingRepository } from './repository';

export { CATALOGUE_PRICE, type BuyerPrice, type PriceColumn } from './buyer-price';

/** The memo key of the defaults: whoever changes the types or the settings drops it. */
export const PRICE_TYPE_DEFAULTS_KEY = 'pricing:defaults';

export function forgetPriceTypeDefaults(cache: MemoCache): void {
  cache.delete(PRICE_TYPE_DEFAULTS_KEY);
}

export function createPricing(db: Db, cache: MemoCache) {
  const repo = createPricingRepository(db);

  const defaults = (): Promise<PriceTypeDefaults> =>
    cache.getOrSet(PRICE_TYPE_DEFAULTS_KEY, async () => {
      const [types, settings] = await Promise.all([repo.priceTypes(), repo.settings()]);
      return defaultsOf(types, settings);
    });

  /** The account's type; null for an account that is gone, or when there are no types. */
  async function typeOfUser(userId: number): Promise<number | null> {
    const known = await defaults();
    // No type at all: no account can name one either (a foreign key), so no read.
    if (known.legal_entity === null && known.individual === null) return null;
    const account = await repo.account(userId);
    return account ? priceTypeForUser(account, known) : null;
  }

  /** The price of a type (null: the catalogue's). */
  async function price(typeId: number | null): Promise<BuyerPrice> {
    if (typeId === null) return CATALOGUE_PRICE;
    return buyerPriceOf(typeId, catalogueTypeOf(await defaults()));
  }

  return {
    defaults,
    typeOfUser,
    /** A user row's type, as the access token carries it. */
    typeOf: async (user: { priceTypeId: number | null; userType: BuyerKind }) =>
      priceTypeForUser(user, await defaults()),
    price,
    /**
     * A logged-in buyer's price: the token's type, else the account's (a token issued before
     * the `pt` claim, as the warehouse is read when the token names none).
     */
    buyerPrice: async (buyer: { userId: number; priceTypeId: number | null }) =>
      price(buyer.priceTypeId ?? (await typeOfUser(buyer.userId))),
  };
}

export type Pricing = ReturnType<typeof createPricing>;
