import type { StoreXmlAndName } from '@/lib/api/contract';
import { catalogSorts, type CatalogSortKey } from '@/lib/catalog/query-state';
import { formatSmartFilter, type SmartFilter } from '@/lib/catalog/smart-filter';
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
 *
 * Before any script (issue #37) it is a GET form to the listing: the selects are named as the
 * query names them, the filter rides along in a hidden field, the page is left out (a new
 * warehouse or sort starts at page 1), and "Показать" sends it. 'Все склады' sends an empty
 * stockCode, which the page reads as none (lib/catalog/query-state.ts). With its script each
 * choice applies at once and the button is not rendered: it is the form's last control, so the
 * controls before it keep their places for the island's carry-over (components/island).
 */
export function ListingToolbarView({
  path,
  stores,
  total,
  pricesVisible,
  sort,
  stockCode,
  filter,
  on,
}: {
  /** The listing's path without the query: where the form goes. */
  path: string;
  stores: StoreXmlAndName;
  total: string;
  pricesVisible: boolean;
  sort: CatalogSortKey;
  stockCode: string | undefined;
  /** The URL's filter, kept by the form. */
  filter: SmartFilter;
  on?: ListingToolbarHandlers;
}) {
  const sorts = catalogSorts.filter((key) => pricesVisible || !key.startsWith('price'));
  const stockValue = stockXmlId(stores, stockCode) ?? '';
  const smartFilter = formatSmartFilter(filter);
  return (
    <form className={styles.toolbar} method="get" action={path}>
      <p className={styles.total} aria-live="polite">
        {total}
      </p>
      <label className={styles.field}>
        <span className={styles.label}>{catalogClientTexts.warehouse}</span>
        <select
          name="stockCode"
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
          name="sort"
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
      {smartFilter ? <input type="hidden" name="smartFilter" value={smartFilter} /> : null}
      {on ? null : (
        <button type="submit" className={styles.show}>
          {catalogClientTexts.toolbarShow}
        </button>
      )}
    </form>
  );
}

/** The warehouse a stockCode names (its xml id or its filter value), as its xml id. */
export const stockXmlId = (stores: StoreXmlAndName, stockCode: string | undefined) =>
  stores.find((s) => s.xmlId === stockCode || String(s.filterValue) === stockCode)?.xmlId;
