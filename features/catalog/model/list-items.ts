import { LIST_BANNER_POSITIONS } from './modal-keys';

export type ListItem<P, B> = { kind: 'product'; item: P } | { kind: 'banner'; item: B };

/**
 * Products with banners inserted so that they stand at positions 3 and 7 of the list
 * (storefront.md §9). A banner whose position lies past the end of a short list is not shown.
 */
export function withBanners<P, B>(
  products: P[],
  banners: B[],
  positions: readonly number[] = LIST_BANNER_POSITIONS,
): ListItem<P, B>[] {
  const items: ListItem<P, B>[] = products.map((item) => ({ kind: 'product', item }));
  positions.forEach((position, index) => {
    const banner = banners[index];
    if (banner === undefined || position - 1 > items.length) return;
    items.splice(position - 1, 0, { kind: 'banner', item: banner });
  });
  return items;
}
