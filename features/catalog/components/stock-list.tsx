import type { StockAtStore } from '@/lib/api/contract/catalog';
import { stockLevel, stockLevelText } from '@/lib/catalog/stock-level';
import { catalogTexts } from '../texts';
import styles from './stock-list.module.scss';

/** The shopper's own warehouse first, the others in the API's order (storefront.md §6). */
export function orderStores(stores: StockAtStore[], ownXmlId?: string): StockAtStore[] {
  if (!ownXmlId) return stores;
  return [
    ...stores.filter((s) => s.store_xml_id === ownXmlId),
    ...stores.filter((s) => s.store_xml_id !== ownXmlId),
  ];
}

/** Stock by warehouse with the level words 'нет', 'мало', 'средне', 'много' (§4). */
export function StockList({
  stores,
  ownXmlId,
  showManagerNote = false,
}: {
  stores: StockAtStore[];
  ownXmlId?: string;
  showManagerNote?: boolean;
}) {
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {orderStores(stores, ownXmlId).map((store) => {
          const level = stockLevel(store.amount);
          return (
            <li key={store.store_id} className={styles.row}>
              <span className={styles.name}>
                {store.store_name}
                {store.store_xml_id === ownXmlId ? (
                  <span className={styles.own}> ({catalogTexts.ownWarehouse})</span>
                ) : null}
              </span>
              <span className={styles.level} data-level={level}>
                <span className={styles.bars} aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                {stockLevelText[level]}
              </span>
            </li>
          );
        })}
      </ul>
      {showManagerNote ? <p className={styles.note}>{catalogTexts.otherStockViaManager}</p> : null}
    </div>
  );
}
