'use client';

import { useEffect, useOptimistic, useRef } from 'react';
import type { StoreXmlAndName } from '@/lib/api/contract';
import { catalogHref, type CatalogQueryState } from '@/lib/catalog/query-state';
import { hasSessionFlag } from '@/lib/session-flag';
import { getGuestStock, setGuestStock } from '@/lib/stores/guest-stock';
import { useCatalogNavigation } from '../model/catalog-navigation';
import { ListingToolbarView, stockXmlId } from './listing-toolbar-view';

type Choice = Pick<CatalogQueryState, 'sort' | 'stockCode'>;

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
  const [shown, setShown] = useOptimistic<Choice>({
    sort: state.sort,
    stockCode: state.stockCode,
  });

  // A guest may have chosen the warehouse with no script (the form sent before this code came,
  // issue #37), when nothing could keep it: the URL's warehouse is then kept as their 'user
  // stock' here, as a choice made in the toolbar is below.
  const urlStock = stockXmlId(stores, state.stockCode);
  useEffect(() => {
    if (urlStock && !hasSessionFlag() && getGuestStock() !== urlStock) setGuestStock(urlStock);
  }, [urlStock]);

  // What the toolbar shows, brought up to date by a choice at once: a second choice builds on
  // the first even before React has rendered it. The island's carry-over (components/island)
  // replays both selects changed before the code came in one task, and the second must keep
  // the first.
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  }, [shown]);
  const choose = (change: Partial<Choice>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    navigate(catalogHref(path, { ...state, ...next }, change), () => setShown(next));
  };

  return (
    <ListingToolbarView
      path={path}
      stores={stores}
      total={total}
      pricesVisible={pricesVisible}
      sort={shown.sort}
      stockCode={shown.stockCode}
      filter={state.filter}
      on={{
        setStock: (stockCode) => {
          // A guest's choice is kept as their 'user stock' (storefront.md §2): the sample and
          // question forms start from it. A buyer's own warehouse is fixed by the manager.
          if (!hasSessionFlag()) setGuestStock(stockCode ?? null);
          choose({ stockCode });
        },
        setSort: (sort) => choose({ sort }),
      }}
    />
  );
}
