'use client';

import { useOptimistic } from 'react';
import type { StoreXmlAndName } from '@/lib/api/contract';
import {
  catalogHref,
  catalogSorts,
  type CatalogQueryState,
  type CatalogSortKey,
} from '@/lib/catalog/query-state';
import { hasSessionFlag } from '@/lib/session-flag';
import { setGuestStock } from '@/lib/stores/guest-stock';
import { useCatalogNavigation } from '../model/catalog-navigation';
import { catalogTexts, sortTexts } from '../texts';
import styles from './listing-toolbar.module.scss';

/**
 * Warehouse (stockCode) and sort. Price sorts are offered only when the API showed this shopper
 * prices: for anyone else it would sort by popularity anyway.
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
  // The chosen option shows at once; the URL's state takes over when the server answers.
  const [shown, setShown] = useOptimistic({ sort: state.sort, stockCode: state.stockCode });
  const sorts = catalogSorts.filter((sort) => pricesVisible || !sort.startsWith('price'));
  const stockValue =
    stores.find((s) => s.xmlId === shown.stockCode || String(s.filterValue) === shown.stockCode)
      ?.xmlId ?? '';
  return (
    <div className={styles.toolbar}>
      <p className={styles.total} aria-live="polite">
        {total}
      </p>
      <label className={styles.field}>
        <span className={styles.label}>{catalogTexts.warehouse}</span>
        <select
          value={stockValue}
          onChange={(event) => {
            const stockCode = event.target.value || undefined;
            // A guest's choice is kept as their 'user stock' (storefront.md §2): the sample and
            // question forms start from it. A buyer's own warehouse is fixed by the manager.
            if (!hasSessionFlag()) setGuestStock(stockCode ?? null);
            navigate(catalogHref(path, state, { stockCode }), () =>
              setShown({ ...shown, stockCode }),
            );
          }}
        >
          <option value="">{catalogTexts.allWarehouses}</option>
          {stores.map((store) => (
            <option key={store.xmlId} value={store.xmlId}>
              {store.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{catalogTexts.sort}</span>
        <select
          value={shown.sort}
          onChange={(event) => {
            const sort = event.target.value as CatalogSortKey;
            navigate(catalogHref(path, state, { sort }), () => setShown({ ...shown, sort }));
          }}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortTexts[sort]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
