'use client';

import type { StoreXmlAndName } from '@/lib/api/contract';
import {
  catalogHref,
  catalogSorts,
  type CatalogQueryState,
  type CatalogSortKey,
} from '@/lib/catalog/query-state';
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
  const sorts = catalogSorts.filter((sort) => pricesVisible || !sort.startsWith('price'));
  const stockValue =
    stores.find((s) => s.xmlId === state.stockCode || String(s.filterValue) === state.stockCode)
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
          onChange={(event) =>
            navigate(catalogHref(path, state, { stockCode: event.target.value || undefined }))
          }
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
          value={state.sort}
          onChange={(event) =>
            navigate(catalogHref(path, state, { sort: event.target.value as CatalogSortKey }))
          }
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
