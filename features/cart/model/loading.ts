import { create } from 'zustand';

/** Products whose cart line is being sent (storefront.md §4: "each update marks that product loading"). */
export const useCartLoading = create<{ ids: ReadonlySet<number> }>(() => ({ ids: new Set() }));

export function setCartLoading(productId: number, loading: boolean) {
  useCartLoading.setState((state) => {
    const ids = new Set(state.ids);
    if (loading) ids.add(productId);
    else ids.delete(productId);
    return { ids };
  });
}
