'use client';

import { useSingleFlight } from '@/components/hooks';
import { QueryState } from '@/components/query-state';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { useState } from 'react';
import {
  orderStatuses,
  orderStatusNames,
  type Order,
  type OrderStatus,
} from '@/lib/api/contract/orders';
import { quantityTotals, unitShort } from '@/lib/catalog/units';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { pluralize } from '@/lib/format/plural';
import { routes } from '@/lib/routes';
import { notify } from '@/lib/stores/notifications';
import { useCancelOrder, useRepeatOrder } from '../api/mutations';
import { ordersOptions } from '../api/queries';
import { accountTexts, orderForms, positionForms } from '../texts';
import styles from './account.module.scss';

const t = accountTexts.history;
const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** A change of an order's status, in Moscow time (the shop's and its managers' time). */
const changeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const sinceFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
});

function OrderCard({ order }: { order: Order }) {
  // Issue #35: an order with a line in metres or pieces says each quantity's unit and the
  // totals per unit ('40 кг, 2,5 м'); an order of fabric in kg reads as it always did.
  const withUnits = order.items.some((line) => line.unit !== 'kg');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order.id, () => {
    setConfirming(false);
    notify({ type: 'success', title: t.cancelled });
  });
  const repeat = useRepeatOrder(order.id, (result) =>
    notify({
      type: result.added.length > 0 ? 'success' : 'error',
      title:
        result.added.length === 0
          ? t.nothingRepeated
          : result.short.length > 0
            ? t.repeatedPartly
            : t.repeated,
    }),
  );
  // One repeat per click, whatever the hand does (issue #34: a double click put 80 kg for 40);
  // one cancel too (a second one answered 'Заказ уже отменён' under 'Заказ отменён').
  const repeating = useSingleFlight();
  const cancelling = useSingleFlight();
  const titleId = `order-${order.id}-title`;

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.orderHead}>
        <h2 className={styles.orderTitle} id={titleId}>
          {t.order(order.id)}{' '}
          <span className={styles.muted}>
            {t.from} {dateFormat.format(new Date(order.created_at))}
          </span>
        </h2>
        <span className={styles.statusWithDate}>
          <span className={styles.status} data-status={order.status}>
            {order.status_name}
          </span>{' '}
          <span className={styles.muted}>
            {t.statusSince(sinceFormat.format(new Date(order.status_at)))}
          </span>
        </span>
      </div>
      {order.cancel_reason ? (
        <p className={`${styles.muted} ${styles.cancelNote}`}>
          {t.cancelReason}: {order.cancel_reason}
        </p>
      ) : null}
      <p className={styles.facts}>
        <span>{pluralize(order.items.length, positionForms)}</span>
        <span>
          {withUnits
            ? quantityTotals(order.items, (value) => formatNumber(value, 3))
            : `${formatNumber(order.total_kg, 3)} ${t.kg}`}
        </span>
        <span>
          {t.store}: {order.store_name}
        </span>
        <span>
          {t.delivery}: {order.delivery_name}
        </span>
        <span>
          {t.payment}: {order.payment_name}
        </span>
      </p>
      <p className={styles.total}>
        {t.total}: {formatMoney(order.total_price)}
      </p>
      <details className={styles.details}>
        <summary>{t.showLines}</summary>
        <div className={styles.tableScroll}>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col" className={styles.num}>
                  {t.quantity}
                </th>
                <th scope="col" className={styles.num}>
                  {withUnits ? t.priceEach : t.price}
                </th>
                <th scope="col" className={styles.num}>
                  {t.sum}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line) => (
                <tr key={line.product_id}>
                  <td>{line.title}</td>
                  <td className={styles.num}>
                    {formatNumber(line.quantity, 3)} {unitShort(line.unit)}
                  </td>
                  <td className={styles.num}>
                    {formatMoney(line.price)}
                    {withUnits ? `/${unitShort(line.unit)}` : null}
                  </td>
                  <td className={styles.num}>{formatMoney(line.sum)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className={styles.changesTitle}>{t.changes}</h3>
        <div className={styles.tableScroll}>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">{t.changeDate}</th>
                <th scope="col">{t.changeStatus}</th>
                <th scope="col">{t.changeBy}</th>
              </tr>
            </thead>
            <tbody>
              {order.history.map((change, i) => (
                <tr key={i}>
                  <td>{changeFormat.format(new Date(change.at))}</td>
                  <td>
                    {i === 0 && change.status === 'new' ? t.placed : change.status_name}
                    {change.reason ? (
                      <span className={styles.changeReason}>
                        {t.cancelReason}: {change.reason}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {change.by === 'staff'
                      ? t.byStaff
                      : change.by === 'buyer'
                        ? t.byBuyer
                        : change.by === 'exchange'
                          ? t.byExchange
                          : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={(event) => repeating.run(event, (key) => repeat.mutateAsync(key))}
          disabled={repeating.busy}
          aria-busy={repeating.busy || undefined}
        >
          {t.repeat}
        </button>
        {order.payment === 'invoice' && order.status !== 'cancelled' ? (
          <a
            href={routes.invoice(order.id)}
            className={styles.link}
            download
            aria-label={t.invoiceLabel(order.id)}
          >
            {t.invoice}
          </a>
        ) : null}
        <span className={styles.muted}>
          {t.exportList}:{' '}
          <a href={routes.orderExport(order.id, 'csv')} download aria-label={t.exportAs('CSV')}>
            CSV
          </a>
          {' · '}
          <a href={routes.orderExport(order.id, 'xlsx')} download aria-label={t.exportAs('XLSX')}>
            XLSX
          </a>
        </span>
        {repeat.isSuccess && repeat.data.added.length > 0 ? (
          <Link href={routes.cart()} className={styles.link}>
            {t.toCart}
          </Link>
        ) : null}
        {order.can_cancel && !confirming ? (
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            onClick={() => setConfirming(true)}
          >
            {t.cancel}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t.confirmCancel(order.id)}>
          <p>
            <strong>{t.confirmCancel(order.id)}</strong> {t.confirmCancelNote}
          </p>
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            onClick={(event) => cancelling.run(event, () => cancel.mutateAsync())}
            disabled={cancelling.busy}
            aria-busy={cancelling.busy || undefined}
          >
            {t.confirmYes}
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={() => setConfirming(false)}
          >
            {t.confirmNo}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Order history (accounts.md §7): status filter, orders with lines and totals, paging. */
export function OrderHistory() {
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useQuery(ordersOptions({ page, status }));

  if (!query.data)
    return (
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={accountTexts.loadFailed}
      />
    );
  const { orders, pagination, counts } = query.data;
  const choose = (next: OrderStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} role="status">
          {pluralize(pagination.total, orderForms)}
        </p>
        <div className={styles.filters} role="group" aria-label={t.filterLabel}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={status === undefined}
            onClick={() => choose(undefined)}
          >
            {t.all} ({counts.all ?? 0})
          </button>
          {orderStatuses
            .filter((s) => (counts[s] ?? 0) > 0 || s === status)
            .map((s) => (
              <button
                key={s}
                type="button"
                className={styles.chip}
                aria-pressed={status === s}
                onClick={() => choose(s)}
              >
                {orderStatusNames[s]} ({counts[s] ?? 0})
              </button>
            ))}
        </div>
      </div>
      {orders.length === 0 ? (
        <p className={styles.card}>{status ? t.emptyFiltered : t.empty}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      {pagination.pages > 1 ? (
        <nav className={styles.pager} aria-label={t.page(pagination.page, pagination.pages)}>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t.previous}
          </button>
          <span>{t.page(pagination.page, pagination.pages)}</span>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={page >= pagination.pages}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}
