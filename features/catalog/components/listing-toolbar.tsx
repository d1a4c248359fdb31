'use client';

import { useOptimistic } from 'react';
import type { StoreXmlAndName } from '@/lib/api/contract';
import { catalogHref, type CatalogQueryState } from '@/lib/catalog/query-state';
import { hasSessionFlag } from '@/lib/session-flag';
import { setGuestStock } from '@/lib/stores/guest-stock';
import { useCatalogNavigation } from '../model/catalog-navigation';
import { ListingToolbarView } from './listing-toolbar-view';

/**
 * Warehouse (stockCode) and sort (storefront.md §3); its markup is ./listing-toolbar-view.tsx.
 * The chosen option shows at once; the URL's state takes over when the server answers.
 */
export function ListingToolbar({
  path,
  state,
  stores,
  total,
  pricesVisible,
}: {
  path: string;
  state: CatalogQueryState;
  stores: StoreXmlAndName;
  total: string;
  pricesVisible: boolean;
}) {
  const { navigate } = useCatalogNavigation();
  const [shown, setShown] = useOptimistic({ sort: state.sort, stockCode: state.stockCode });
  return (
    <ListingToolbarView
      stores={stores}
      total={total}
      pricesVisible={pricesVisible}
      sort={shown.sort}
      stockCode={shown.stockCode}
      on={{
        setStock: (stockCode) => {
          // A guest's choice is kept as their 'user stock' (storefront.md §2): the sample and
          // question forms start from it. A buyer's own warehouse is fixed by the manager.
          if (!hasSessionFlag()) setGuestStock(stockCode ?? null);
          navigate(catalogHref(path, state, { stockCode }), () =>
            setShown({ ...shown, stockCode }),
          );
        },
        setSort: (sort) =>
          navigate(catalogHref(path, state, { sort }), () => setShown({ ...shown, sort })),
      }}
    />
  );
}
