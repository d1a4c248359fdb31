import { Link } from '@/components/link';
import type { RequestDetail } from '@/lib/api/contract/manager';
import { routes } from '@/lib/routes';
import { formatMoscowTime, formatSize } from '../model/format';
import { managerTexts } from '../texts';
import { RequestActions } from './request-actions';
import styles from './manager.module.scss';

const t = managerTexts.card;

/** A request's card (issue #20): what was sent, who sent it, what has been done. */
export function RequestCard({ request }: { request: RequestDetail }) {
  return (
    <article className={styles.card} aria-labelledby="request-title">
      <Link href={routes.manager()} className={styles.back}>
        {t.back}
      </Link>
      <header className={styles.cardHead}>
        <h1 id="request-title" className={styles.title}>
          {t.title(request.id)}
        </h1>
        <p className={styles.muted}>
          {request.type_name} · {formatMoscowTime(request.created_at)}
        </p>
        <p>
          <span className={styles.status} data-status={request.status}>
            {request.status_name}
          </span>
          {request.overdue ? (
            <span className={styles.overdueMark}> · {managerTexts.table.overdue}</span>
          ) : null}
        </p>
      </header>

      <div className={styles.cardGrid}>
        <div className={styles.cardMain}>
          <section className={styles.panel} aria-labelledby="request-fields">
            <h2 id="request-fields" className={styles.subtitle}>
              {t.fields}
            </h2>
            <dl className={styles.fields}>
              {request.fields.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
              {/* The sample and question forms name the warehouse among their own fields. */}
              {request.fields.some((f) => f.key === 'stock' || f.key === 'storeXmlId') ? null : (
                <div>
                  <dt>{t.warehouse}</dt>
                  <dd>{request.warehouse?.title ?? t.noWarehouse}</dd>
                </div>
              )}
              <div>
                <dt>{t.firstResponse}</dt>
                <dd>
                  {request.first_response_at
                    ? formatMoscowTime(request.first_response_at)
                    : t.noResponse}
                </dd>
              </div>
            </dl>
            {request.product ? (
              <p>
                {t.product}: <Link href={request.product.href}>{request.product.title}</Link>
              </p>
            ) : null}
            {request.files.length ? (
              <>
                <h3 className={styles.smallTitle}>{t.files}</h3>
                <ul className={styles.plainList}>
                  {request.files.map((file) => (
                    <li key={file.id}>
                      {/* Staff only, always a download (the API sends it as an attachment). */}
                      <a href={file.href} download={file.name} className={styles.fileLink}>
                        {file.name}
                      </a>{' '}
                      <span className={styles.muted}>
                        {file.kind}, {formatSize(file.size)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section className={styles.panel} aria-labelledby="request-buyer">
            <h2 id="request-buyer" className={styles.subtitle}>
              {t.buyer}
            </h2>
            {request.buyer ? (
              <p>
                {request.buyer.fio}
                {request.buyer.company ? `, ${request.buyer.company}` : ''}
                <br />
                <span className={styles.muted}>
                  {request.buyer.email}, {request.buyer.phone}
                </span>
              </p>
            ) : (
              <p className={styles.muted}>{t.noBuyer}</p>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="request-history">
            <h2 id="request-history" className={styles.subtitle}>
              {t.history}
            </h2>
            <ol className={styles.history}>
              {request.history.map((event) => (
                <li key={event.id} data-kind={event.kind}>
                  <p className={styles.muted}>
                    {formatMoscowTime(event.at)} · {event.actor?.name ?? t.shop}
                  </p>
                  <p>{event.text}</p>
                  {event.note ? <p className={styles.note}>{event.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <RequestActions request={request} />
      </div>
    </article>
  );
}
