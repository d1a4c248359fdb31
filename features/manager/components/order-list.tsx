import { Link } from '@/components/link';
import type { ManagerOrdersList } from '@/lib/api/contract/manager-orders';
import { orderStatuses, orderStatusNames } from '@/lib/api/contract/orders';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { routes } from '@/lib/routes';
import { formatMoscowTime } from '../model/format';
import { managerOrderTexts } from '../order-texts';
import styles from './manager.module.scss';
import { ListPages } from './list-pages';
import { ListTable, type ListColumn } from './list-table';
import { StatusTabs } from './status-tabs';
import own from './orders.module.scss';

const t = managerOrderTexts;

type OrderRow = ManagerOrdersList['items'][number];

const columns: ListColumn<OrderRow>[] = [
  {
    label: t.table.number,
    cell: (item) => (
      <Link href={routes.managerOrder(item.id)} className={styles.rowLink}>
        №{item.id}
      </Link>
    ),
  },
  { label: t.table.created, cell: (item) => formatMoscowTime(item.created_at) },
  {
    label: t.table.buyer,
    className: own.buyerCell,
    cell: (item) => (
      <>
        <span className={styles.sender}>{item.buyer.name}</span>
        {item.buyer.company ? <span className={styles.sender}>{item.buyer.company}</span> : null}
        <span className={styles.muted}>
          {[item.buyer.phone, item.buyer.email].filter(Boolean).join(', ')}
        </span>
      </>
    ),
  },
  { label: t.table.warehouse, cell: (item) => item.warehouse.title },
  {
    label: t.table.amount,
    cell: (item) => (
      <>
        <span className={styles.sender}>{formatMoney(item.total_price)}</span>
        <span className={styles.muted}>
          {formatNumber(item.total_kg, 3)} {t.card.kg}, {t.table.lines(item.lines)}
        </span>
      </>
    ),
  },
  {
    label: t.table.status,
    cell: (item) => (
      <span className={own.status} data-status={item.status}>
        {item.status_name}
      </span>
    ),
  },
];

/** The orders of the staff member's warehouses (issue #20): status tabs, a warehouse, pages. */
export function OrderList({
  data,
  filter,
  error,
}: {
  data: ManagerOrdersList | null;
  filter: Record<string, string>;
  /** The API's message when it refused the filters. */
  error?: string | null;
}) {
  const withFilter = (change: Record<string, string | undefined>) =>
    routes.managerOrders({ ...filter, page: undefined, ...change });
  const counts = data?.counts;

  return (
    <section className={styles.queue} aria-labelledby="orders-title">
      <div className={styles.queueHead}>
        <h1 id="orders-title" className={styles.title}>
          {t.title}
        </h1>
      </div>

      <StatusTabs
        label={t.filters.status}
        allLabel={t.all}
        statuses={orderStatuses}
        names={orderStatusNames}
        counts={counts}
        current={filter.status}
        href={(status) => withFilter({ status })}
      />

      {data && data.warehouses.length > 1 ? (
        <form method="get" action={routes.managerOrders()} className={styles.filters}>
          {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
          <label className={styles.filter}>
            <span>{t.filters.warehouse}</span>
            <select name="warehouse" defaultValue={filter.warehouse ?? ''}>
              <option value="">{t.filters.any}</option>
              {data.warehouses.map((w) => (
                <option key={w.xml_id} value={w.xml_id}>
                  {w.title}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.filterActions}>
            <button type="submit" className={styles.primarySmall}>
              {t.filters.apply}
            </button>
            <Link href={routes.managerOrders()} className={styles.linkButton}>
              {t.filters.reset}
            </Link>
          </div>
        </form>
      ) : null}

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {data ? (
        <ListTable
          items={data.items}
          columns={columns}
          empty={t.table.empty}
          className={own.orderTable}
        />
      ) : null}

      {data ? (
        <ListPages
          page={data.page}
          pages={data.pages}
          href={(page) => routes.managerOrders({ ...filter, page })}
          texts={t.pages}
        />
      ) : null}
    </section>
  );
}
