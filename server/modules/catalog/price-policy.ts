/**
 * The price rule (storefront.md §6) in one place: what a viewer of the catalogue may see.
 *
 * Prices go to logged-in buyers, and to a page rendered for every buyer of one warehouse
 * (lib/api/page-viewer.ts). For anyone else an answer has no price key, and the price filter and
 * the price sorts are ignored, since filtering or ordering by price would let a visitor read
 * prices back out of the results. A buyer's own warehouse (the cart's: the access token's claim,
 * else the account row) caps what their cards let them add.
 */
import 'server-only';
import type { CatalogSort } from '../../../lib/api/contract/catalog';
import { PRICE_CODE, type SmartFilter } from '../../../lib/catalog/smart-filter';
import type { Viewer } from '../../http/router';

export interface PricePolicy {
  readonly seesPrices: boolean;
  /** The viewer's own warehouse, or null (a visitor, or a buyer without one). */
  ownStoreId(): Promise<number | null>;
  /** The filter as the viewer may use it: the price part dropped for visitors. */
  visibleFilter(filter: SmartFilter): SmartFilter;
  /** The sort as the viewer may use it: a price sort becomes 'popular' for visitors. */
  visibleSort(requested: CatalogSort): CatalogSort;
  /** A card's or detail's price, only for those who see prices. */
  priceOf(price: number): { price?: number };
}

export function pricePolicyFor(
  viewer: Viewer,
  userStoreId: (userId: number) => Promise<number | null>,
): PricePolicy {
  const seesPrices = viewer.authenticated || viewer.pageBuyer !== undefined;
  let ownStore: Promise<number | null> | undefined;
  return {
    seesPrices,
    ownStoreId() {
      ownStore ??= !viewer.authenticated
        ? Promise.resolve(viewer.pageBuyer?.storeId ?? null)
        : viewer.storeId !== null
          ? Promise.resolve(viewer.storeId)
          : userStoreId(viewer.userId);
      return ownStore;
    },
    visibleFilter(filter) {
      if (seesPrices) return filter;
      const { [PRICE_CODE]: _price, ...ranges } = filter.ranges;
      return { ranges, values: filter.values };
    },
    visibleSort(requested) {
      return !seesPrices && requested.startsWith('price') ? 'popular' : requested;
    },
    priceOf(price) {
      return seesPrices ? { price } : {};
    },
  };
}
