import { Link } from '@/components/link';
import type { BuyerPriceType } from '@/lib/api/contract/manager-exchange';
import type { ManagerOrderDetail } from '@/lib/api/contract/manager-orders';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { routes } from '@/lib/routes';
import { formatMoscowTime } from '../model/format';
import { managerOrderTexts } from '../order-texts';
import { BuyerPriceTypeControl } from './buyer-price-type';
import { OrderActions } from './order-actions';
import styles from './manager.module.scss';
import own from './orders.module.scss';

const t = managerOrderTexts.card;

/**
 * An order's card (issue #20): who ordered what, how it goes out, and what has happened. With
 * `priceType` (issue #35: the head and the managers of the buyer's warehouse may change it),
 * the buyer's price type and its select.
 */
export function OrderCard({
  order,
  priceType = null,
}: {
  order: ManagerOrderDetail;
  priceType?: BuyerPriceType | null;
}) {
  const recipient = Object.entries(order.recipient).filter(
    ([key, value]) => value && key !== 'kind',
  );
  return (
    <article className={styles.card} aria-labelledby="order-title">
      <Link href={routes.managerOrders()} className={styles.back}>
        {t.back}
      </Link>
      <header className={styles.cardHead}>
        <h1 id="order-title" className={styles.title}>
          {t.title(order.id)}
        </h1>
        <p className={styles.muted}>
          {formatMoscowTime(order.created_at)} · {t.warehouse}: {order.warehouse.title}
        </p>
        <p>
          <span className={own.status} data-status={order.status}>
            {order.status_name}
          </span>
        </p>
      </header>

      <div className={styles.cardGrid}>
        <div className={styles.cardMain}>
          <section className={styles.panel} aria-labelledby="order-buyer">
            <h2 id="order-buyer" className={styles.subtitle}>
              {t.buyer}
            </h2>
            <dl className={styles.fields}>
              <div>
                <dt>{t.buyer}</dt>
                <dd>
                  {order.buyer.name}
                  <br />
                  <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>
                  {order.buyer.phone ? (
                    <>
                      ,{' '}
                      <a href={`tel:${order.buyer.phone.replace(/[^\d+]/g, '')}`}>
                        {order.buyer.phone}
                      </a>
                    </>
                  ) : null}
                </dd>
              </div>
              {order.buyer.company ? (
                <div>
                  <dt>{t.company}</dt>
                  <dd>{order.buyer.company}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t.recipient}</dt>
                <dd>
                  {recipient.map(([key, value]) => (
                    <span key={key} className={own.line}>
                      {managerOrderTexts.recipientKeys[key] ?? key}: {value}
                    </span>
                  ))}
                </dd>
              </div>
              <div>
                <dt>{t.delivery}</dt>
                <dd>{order.delivery_name}</dd>
              </div>
              <div>
                <dt>{t.payment}</dt>
                <dd>{order.payment_name}</dd>
              </div>
              {order.comment ? (
                <div>
                  <dt>{t.comment}</dt>
                  <dd>{order.comment}</dd>
                </div>
              ) : null}
            </dl>
            {priceType ? <BuyerPriceTypeControl data={priceType} /> : null}
          </section>

          <section className={styles.panel} aria-labelledby="order-lines">
            <h2 id="order-lines" className={styles.subtitle}>
              {t.lines}
            </h2>
            <table className={own.lines}>
              <thead>
                <tr>
                  <th scope="col">{t.product}</th>
                  <th scope="col" className={own.num}>
                    {t.quantity}
                  </th>
                  <th scope="col" className={own.num}>
                    {t.price}
                  </th>
                  <th scope="col" className={own.num}>
                    {t.sum}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((line) => (
                  <tr key={line.product_id}>
                    <td className={own.product}>
                      {line.href ? <Link href={line.href}>{line.title}</Link> : line.title}
                    </td>
                    <td className={own.num} data-label={t.quantity}>
                      {formatNumber(line.quantity, 3)} {t.kg}
                    </td>
                    <td className={own.num} data-label={t.price}>
                      {formatMoney(line.price)}
                    </td>
                    <td className={own.num} data-label={t.sum}>
                      {formatMoney(line.sum)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={own.product}>
                    {t.total}
                  </th>
                  <td className={own.num} data-label={t.quantity}>
                    {formatNumber(order.total_kg, 3)} {t.kg}
                  </td>
                  <td className={own.num} aria-hidden="true" />
                  <td className={own.num} data-label={t.sum}>
                    <strong>{formatMoney(order.total_price)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </section>

          <section className={styles.panel} aria-labelledby="order-history">
            <h2 id="order-history" className={styles.subtitle}>
              {t.history}
            </h2>
            <ol className={styles.history}>
              {order.history.map((event) => (
                <li key={event.id}>
                  <p className={styles.muted}>
                    {formatMoscowTime(event.at)} · {event.actor.name}
                  </p>
                  <p>{event.text}</p>
                  {event.reason ? (
                    <p className={styles.note}>
                      {t.reason}: {event.reason}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <OrderActions order={order} />
      </div>
    </article>
  );
}
