/**
 * The price rule (storefront.md §6) in one place: what a viewer of the catalogue may see.
 *
 * Prices go to logged-in buyers, and to a page rendered for every buyer of one warehouse and
 * price type (lib/api/page-viewer.ts). For anyone else an answer has no price key, and the
 * price filter and the price sorts are ignored, since filtering or ordering by price would let
 * a visitor read prices back out of the results. A buyer's own warehouse (the cart's: the access
 * token's claim, else the account row) caps what their cards let them add. A buyer sees the
 * prices of their price type (issue #35: the token's claim, else the account's; server/modules/
 * pricing); a page buyer without a type, the catalogue's.
 */
import 'server-only';
import type { CatalogSort } from '../../../lib/api/contract/catalog';
import { PRICE_CODE, type SmartFilter } from '../../../lib/catalog/smart-filter';
import type { Viewer } from '../../http/router';
import { CATALOGUE_PRICE, type BuyerPrice } from '../pricing/service';

export interface PricePolicy {
  readonly seesPrices: boolean;
  /** The viewer's own warehouse, or null (a visitor, or a buyer without one). */
  ownStoreId(): Promise<number | null>;
  /**
   * The price the viewer's cards, sorts, filter and facets read; the catalogue's for a visitor,
   * who is shown none of it (and read without a query).
   */
  price(): Promise<BuyerPrice>;
  /** The filter as the viewer may use it: the price part dropped for visitors. */
  visibleFilter(filter: SmartFilter): SmartFilter;
  /** The sort as the viewer may use it: a price sort becomes 'popular' for visitors. */
  visibleSort(requested: CatalogSort): CatalogSort;
  /** A card's or detail's price, only for those who see prices. */
  priceOf(price: number): { price?: number };
}

/** What the policy reads of an account when the token does not say, and a type's price. */
export interface PolicyReads {
  userStoreId(userId: number): Promise<number | null>;
  userPriceTypeId(userId: number): Promise<number | null>;
  priceOfType(typeId: number | null): Promise<BuyerPrice>;
}

export function pricePolicyFor(viewer: Viewer, reads: PolicyReads): PricePolicy {
  const seesPrices = viewer.authenticated || viewer.pageBuyer !== undefined;
  let ownStore: Promise<number | null> | undefined;
  let price: Promise<BuyerPrice> | undefined;
  const priceTypeId = async () =>
    viewer.authenticated
      ? (viewer.priceTypeId ?? (await reads.userPriceTypeId(viewer.userId)))
      : (viewer.pageBuyer?.priceTypeId ?? null);
  return {
    seesPrices,
    ownStoreId() {
      ownStore ??= !viewer.authenticated
        ? Promise.resolve(viewer.pageBuyer?.storeId ?? null)
        : viewer.storeId !== null
          ? Promise.resolve(viewer.storeId)
          : reads.userStoreId(viewer.userId);
      return ownStore;
    },
    price() {
      price ??= seesPrices
        ? priceTypeId().then((typeId) => reads.priceOfType(typeId))
        : Promise.resolve(CATALOGUE_PRICE);
      return price;
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
