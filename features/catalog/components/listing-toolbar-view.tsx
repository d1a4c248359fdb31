import type { StoreXmlAndName } from '@/lib/api/contract';
import { catalogSorts, type CatalogSortKey } from '@/lib/catalog/query-state';
import { catalogClientTexts, sortTexts } from '../client-texts';
import styles from './listing-toolbar.module.scss';

/** The toolbar's behaviour (./listing-toolbar.tsx): left out of the server's rendering. */
export interface ListingToolbarHandlers {
  setStock: (stockCode: string | undefined) => void;
  setSort: (sort: CatalogSortKey) => void;
}

/**
 * Warehouse (stockCode) and sort: the markup, rendered by the server as the URL says, then by
 * the toolbar itself (issue #22: its code comes after the page, ./listing-islands.tsx). Price
 * sorts are offered only when the API showed this shopper prices: for anyone else it would sort
 * by popularity anyway.
 */
export function ListingToolbarView({
  stores,
  total,
  pricesVisible,
  sort,
  stockCode,
  on,
}: {
  stores: StoreXmlAndName;
  total: string;
  pricesVisible: boolean;
  sort: CatalogSortKey;
  stockCode: string | undefined;
  on?: ListingToolbarHandlers;
}) {
  const sorts = catalogSorts.filter((key) => pricesVisible || !key.startsWith('price'));
  const stockValue =
    stores.find((s) => s.xmlId === stockCode || String(s.filterValue) === stockCode)?.xmlId ?? '';
  return (
    <div className={styles.toolbar}>
      <p className={styles.total} aria-live="polite">
        {total}
      </p>
      <label className={styles.field}>
        <span className={styles.label}>{catalogClientTexts.warehouse}</span>
        <select
          {...(on
            ? {
                value: stockValue,
                onChange: (event) => on.setStock(event.target.value || undefined),
              }
            : { defaultValue: stockValue })}
        >
          <option value="">{catalogClientTexts.allWarehouses}</option>
          {stores.map((store) => (
            <option key={store.xmlId} value={store.xmlId}>
              {store.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{catalogClientTexts.sort}</span>
        <select
          {...(on
            ? {
                value: sort,
                onChange: (event) => on.setSort(event.target.value as CatalogSortKey),
              }
            : { defaultValue: sort })}
        >
          {sorts.map((key) => (
            <option key={key} value={key}>
              {sortTexts[key]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
