import { Link } from '@/components/link';
import {
  requestStatuses,
  requestStatusNames,
  requestTypeNames,
  requestTypes,
  type RequestsList,
} from '@/lib/api/contract/manager';
import { routes } from '@/lib/routes';
import { formatMoscowTime } from '../model/format';
import { managerTexts } from '../texts';
import styles from './manager.module.scss';

const t = managerTexts;

/** The filtered list as CSV for Excel (the API's export: the queue's filters, every page). */
function exportHref(filter: Record<string, string>): string {
  const query = new URLSearchParams(
    Object.entries(filter).filter(([key, value]) => key !== 'page' && value !== ''),
  ).toString();
  return `/api/v1/manager/requests/export${query ? `?${query}` : ''}`;
}

/** The queue (issue #20): status tabs with counts, filters in the query, newest first. */
export function RequestQueue({
  data,
  filter,
  error,
}: {
  data: RequestsList | null;
  filter: Record<string, string>;
  /** The API's message when it refused the filters. */
  error?: string | null;
}) {
  const withFilter = (change: Record<string, string | undefined>) => {
    const next: Record<string, string | undefined> = { ...filter, page: undefined, ...change };
    return routes.manager(next);
  };
  const counts = data?.counts;

  return (
    <section className={styles.queue} aria-labelledby="queue-title">
      <div className={styles.queueHead}>
        <h1 id="queue-title" className={styles.title}>
          {t.queueTitle}
        </h1>
        {counts && counts.overdue > 0 ? (
          <Link
            href={withFilter({ overdue: '1', status: undefined })}
            className={styles.overdueBadge}
          >
            {t.counts.overdue}: {counts.overdue}
          </Link>
        ) : null}
      </div>

      <nav aria-label={t.filters.status}>
        <ul className={styles.tabs}>
          <li>
            <Link
              href={withFilter({ status: undefined })}
              className={styles.tab}
              aria-current={!filter.status ? 'page' : undefined}
            >
              {t.counts.all} <span className={styles.count}>{counts?.all ?? 0}</span>
            </Link>
          </li>
          {requestStatuses.map((status) => (
            <li key={status}>
              <Link
                href={withFilter({ status })}
                className={styles.tab}
                aria-current={filter.status === status ? 'page' : undefined}
              >
                {requestStatusNames[status]}{' '}
                <span className={styles.count}>{counts?.[status] ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form method="get" action={routes.manager()} className={styles.filters}>
        {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
        <label className={styles.filter}>
          <span>{t.filters.search}</span>
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            placeholder={t.filters.searchPlaceholder}
            maxLength={100}
          />
        </label>
        <label className={styles.filter}>
          <span>{t.filters.type}</span>
          <select name="type" defaultValue={filter.type ?? ''}>
            <option value="">{t.filters.any}</option>
            {requestTypes.map((type) => (
              <option key={type} value={type}>
                {requestTypeNames[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t.filters.warehouse}</span>
          <select name="warehouse" defaultValue={filter.warehouse ?? ''}>
            <option value="">{t.filters.any}</option>
            {data?.warehouses.map((w) => (
              <option key={w.xml_id} value={w.xml_id}>
                {w.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t.filters.assignee}</span>
          <select name="assignee" defaultValue={filter.assignee ?? ''}>
            <option value="">{t.filters.any}</option>
            <option value="me">{t.filters.me}</option>
            <option value="none">{t.filters.nobody}</option>
            {data?.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdue === '1'} />
          <span>{t.filters.overdue}</span>
        </label>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primarySmall}>
            {t.filters.apply}
          </button>
          <Link href={routes.manager()} className={styles.linkButton}>
            {t.filters.reset}
          </Link>
          {/* A file, not a page: a plain link the browser downloads. */}
          <a href={exportHref(filter)} className={styles.linkButton} download>
            {t.filters.export}
          </a>
        </div>
      </form>

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {data && data.items.length === 0 ? <p className={styles.muted}>{t.table.empty}</p> : null}
      {data && data.items.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.table.number}</th>
              <th scope="col">{t.table.created}</th>
              <th scope="col">{t.table.type}</th>
              <th scope="col">{t.table.sender}</th>
              <th scope="col">{t.table.product}</th>
              <th scope="col">{t.table.warehouse}</th>
              <th scope="col">{t.table.assignee}</th>
              <th scope="col">{t.table.status}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id} className={item.overdue ? styles.overdueRow : undefined}>
                <td data-label={t.table.number}>
                  <Link href={routes.managerRequest(item.id)} className={styles.rowLink}>
                    №{item.id}
                  </Link>
                </td>
                <td data-label={t.table.created}>
                  {formatMoscowTime(item.created_at)}
                  {item.overdue ? (
                    <span className={styles.overdueMark}> · {t.table.overdue}</span>
                  ) : null}
                </td>
                <td data-label={t.table.type}>{item.type_name}</td>
                <td data-label={t.table.sender}>
                  <span className={styles.sender}>{item.name}</span>
                  <span className={styles.muted}>
                    {[item.phone, item.email].filter(Boolean).join(', ')}
                  </span>
                </td>
                <td data-label={t.table.product}>{item.product_name ?? t.table.nobody}</td>
                <td data-label={t.table.warehouse}>{item.warehouse?.title ?? t.table.nobody}</td>
                <td data-label={t.table.assignee}>{item.assignee?.name ?? t.table.nobody}</td>
                <td data-label={t.table.status}>
                  <span className={styles.status} data-status={item.status}>
                    {item.status_name}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {data && data.pages > 1 ? (
        <nav aria-label={t.pages.label} className={styles.pages}>
          {data.page > 1 ? (
            <Link href={routes.manager({ ...filter, page: data.page - 1 })}>{t.pages.prev}</Link>
          ) : null}
          <span>{t.pages.of(data.page, data.pages)}</span>
          {data.page < data.pages ? (
            <Link href={routes.manager({ ...filter, page: data.page + 1 })}>{t.pages.next}</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
