import type { ReactNode } from 'react';
import styles from './manager.module.scss';

/** A column of a workspace list: its header, which labels the cell on a phone too. */
export interface ListColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/**
 * The queue's and the orders' table (issue #20), or the words for an empty list. Each cell
 * carries its column's name (`data-label`): below the table breakpoint a row becomes a card.
 */
export function ListTable<T extends { id: number }>({
  items,
  columns,
  empty,
  className,
  rowClassName,
}: {
  items: readonly T[];
  columns: readonly ListColumn<T>[];
  empty: string;
  className?: string;
  rowClassName?: (item: T) => string | undefined;
}) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <table className={[styles.table, className].filter(Boolean).join(' ')}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className={rowClassName?.(item)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label} className={column.className}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
