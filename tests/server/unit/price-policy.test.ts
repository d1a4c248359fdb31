import { describe, expect, it, vi } from 'vitest';
import { pricePolicyFor } from '@/server/modules/catalog/price-policy';

/** The price rule (storefront.md §6) as one decision per viewer. */
describe('the price policy', () => {
  const filter = {
    ranges: { price: { from: 100 }, density: { from: 200 } },
    values: { color: ['seryj'] },
  };

  it('a visitor sees no price, cannot filter or sort by it, and has no warehouse', async () => {
    const policy = pricePolicyFor({ authenticated: false }, vi.fn());
    expect(policy.seesPrices).toBe(false);
    expect(policy.priceOf(990)).toEqual({});
    expect(policy.visibleFilter(filter)).toEqual({
      ranges: { density: { from: 200 } },
      values: { color: ['seryj'] },
    });
    expect(policy.visibleSort('price_asc')).toBe('popular');
    expect(policy.visibleSort('new')).toBe('new');
    expect(await policy.ownStoreId()).toBeNull();
  });

  it('a buyer sees prices and their warehouse, from the token or else the account, read once', async () => {
    const fromAccount = vi.fn(async () => 4);
    const claimed = pricePolicyFor({ authenticated: true, userId: 7, storeId: 2 }, fromAccount);
    expect(claimed.priceOf(990)).toEqual({ price: 990 });
    expect(claimed.visibleFilter(filter)).toBe(filter);
    expect(claimed.visibleSort('price_desc')).toBe('price_desc');
    expect(await claimed.ownStoreId()).toBe(2);
    expect(fromAccount).not.toHaveBeenCalled();
    const unclaimed = pricePolicyFor(
      { authenticated: true, userId: 7, storeId: null },
      fromAccount,
    );
    expect(await unclaimed.ownStoreId()).toBe(4);
    await unclaimed.ownStoreId();
    expect(fromAccount).toHaveBeenCalledTimes(1);
  });

  it('a page for the buyers of a warehouse sees prices and that warehouse', async () => {
    const policy = pricePolicyFor({ authenticated: false, pageBuyer: { storeId: 3 } }, vi.fn());
    expect(policy.priceOf(990)).toEqual({ price: 990 });
    expect(await policy.ownStoreId()).toBe(3);
  });
});
