import { describe, expect, it, vi } from 'vitest';
import { pricePolicyFor, type PolicyReads } from '@/server/modules/catalog/price-policy';
import { CATALOGUE_PRICE, type BuyerPrice } from '@/server/modules/pricing/service';

/** The price rule (storefront.md §6) as one decision per viewer. */
describe('the price policy', () => {
  const filter = {
    ranges: { price: { from: 100 }, density: { from: 200 } },
    values: { color: ['seryj'] },
  };
  const typed = (typeId: number): BuyerPrice => ({ ...CATALOGUE_PRICE, typeId, key: `t${typeId}` });
  /** The account reads, each a spy: `store` and `type` are what the account row holds. */
  const readsOf = (store: number | null = null, type: number | null = null) =>
    ({
      userStoreId: vi.fn(async () => store),
      userPriceTypeId: vi.fn(async () => type),
      priceOfType: vi.fn(async (typeId: number | null) =>
        typeId === null ? CATALOGUE_PRICE : typed(typeId),
      ),
    }) satisfies PolicyReads;

  it('a visitor sees no price, cannot filter or sort by it, and has no warehouse', async () => {
    const reads = readsOf(4, 2);
    const policy = pricePolicyFor({ authenticated: false }, reads);
    expect(policy.seesPrices).toBe(false);
    expect(policy.priceOf(990)).toEqual({});
    expect(policy.visibleFilter(filter)).toEqual({
      ranges: { density: { from: 200 } },
      values: { color: ['seryj'] },
    });
    expect(policy.visibleSort('price_asc')).toBe('popular');
    expect(policy.visibleSort('new')).toBe('new');
    expect(await policy.ownStoreId()).toBeNull();
    // The catalogue's price, read without asking anything of an account.
    expect(await policy.price()).toBe(CATALOGUE_PRICE);
    expect(reads.userPriceTypeId).not.toHaveBeenCalled();
    expect(reads.priceOfType).not.toHaveBeenCalled();
  });

  it('a buyer sees prices and their warehouse, from the token or else the account, read once', async () => {
    const reads = readsOf(4);
    const claimed = pricePolicyFor(
      { authenticated: true, userId: 7, storeId: 2, priceTypeId: null },
      reads,
    );
    expect(claimed.priceOf(990)).toEqual({ price: 990 });
    expect(claimed.visibleFilter(filter)).toBe(filter);
    expect(claimed.visibleSort('price_desc')).toBe('price_desc');
    expect(await claimed.ownStoreId()).toBe(2);
    expect(reads.userStoreId).not.toHaveBeenCalled();
    const unclaimed = pricePolicyFor(
      { authenticated: true, userId: 7, storeId: null, priceTypeId: null },
      reads,
    );
    expect(await unclaimed.ownStoreId()).toBe(4);
    await unclaimed.ownStoreId();
    expect(reads.userStoreId).toHaveBeenCalledTimes(1);
  });

  it("a buyer's price is the token's type, else the account's, read once", async () => {
    const reads = readsOf(4, 5);
    const claimed = pricePolicyFor(
      { authenticated: true, userId: 7, storeId: 2, priceTypeId: 3 },
      reads,
    );
    expect(await claimed.price()).toMatchObject({ typeId: 3, key: 't3' });
    expect(reads.userPriceTypeId).not.toHaveBeenCalled();
    // A token from before the claim: the account says.
    const old = pricePolicyFor(
      { authenticated: true, userId: 7, storeId: 2, priceTypeId: null },
      reads,
    );
    expect(await old.price()).toMatchObject({ typeId: 5, key: 't5' });
    await old.price();
    expect(reads.userPriceTypeId).toHaveBeenCalledTimes(1);
    expect(reads.userPriceTypeId).toHaveBeenCalledWith(7);
  });

  it('a page for the buyers of a warehouse and type sees that type and that warehouse', async () => {
    const reads = readsOf(4, 5);
    const policy = pricePolicyFor(
      { authenticated: false, pageBuyer: { storeId: 3, priceTypeId: 2 } },
      reads,
    );
    expect(policy.priceOf(990)).toEqual({ price: 990 });
    expect(await policy.ownStoreId()).toBe(3);
    expect(await policy.price()).toMatchObject({ typeId: 2 });
    // A page for buyers without a type: the catalogue's price, no account behind it.
    const untyped = pricePolicyFor(
      { authenticated: false, pageBuyer: { storeId: 3, priceTypeId: null } },
      reads,
    );
    expect(await untyped.price()).toBe(CATALOGUE_PRICE);
    expect(reads.userPriceTypeId).not.toHaveBeenCalled();
  });
});
