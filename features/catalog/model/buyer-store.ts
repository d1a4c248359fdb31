import type {
  CatalogCard,
  PackingLimits,
  ProductDetail,
  StockAtStore,
} from '@/lib/api/contract/catalog';
import { quantityRule, type ProductUnit } from '@/lib/catalog/units';

type StockOf = Pick<ProductDetail, 'all_stores' | 'user_store_xml_id'>;

/** The logged-in buyer's own warehouse row; the API names it for buyers only. */
export const ownStoreOf = (product: StockOf): StockAtStore | undefined =>
  product.user_store_xml_id === undefined
    ? undefined
    : product.all_stores.find((s) => s.store_xml_id === product.user_store_xml_id);

/**
 * SF-5.04: "for a product max is the user's warehouse stock amount" (the API's
 * `user_store_amount`, on cards and details alike). An API that does not send it leaves the
 * product's quantity as the cap; the cart checks the warehouse again.
 */
export const buyerMaxKg = (item: Pick<CatalogCard, 'user_store_amount' | 'quantity'>): number =>
  item.user_store_amount ?? item.quantity;

/**
 * The counter's step and the minimum order (storefront.md §9 "step = packing limit"): the
 * packing-limit call's value for the product's packing, its default where that value is not
 * set, and the detail's own step when the call failed and answered null (SF-8.07). Goods sold
 * by the metre or the piece (issue #35) are not sold by the packing: 1 of their unit
 * (lib/catalog/units.ts `quantityRule`).
 */
export function packingStepKg(
  packing: { code: keyof Omit<PackingLimits, 'default'>; stepKg: number },
  limits: PackingLimits | null,
  unit: ProductUnit = 'kg',
): number {
  if (unit !== 'kg') return quantityRule(unit, packing.stepKg).step;
  if (!limits) return packing.stepKg;
  const own = limits[packing.code];
  if (own > 0) return own;
  return limits.default > 0 ? limits.default : packing.stepKg;
}
