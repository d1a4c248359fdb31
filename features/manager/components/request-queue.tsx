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
import { ListPages } from './list-pages';
import { ListTable, type ListColumn } from './list-table';
import { StatusTabs } from './status-tabs';

const t = managerTexts;

const nobody = (value: string | null | undefined) => value ?? t.table.nobody;

const columns: ListColumn<RequestsList['items'][number]>[] = [
  {
    label: t.table.number,
    cell: (item) => (
      <Link href={routes.managerRequest(item.id)} className={styles.rowLink}>
        №{item.id}
      </Link>
    ),
  },
  {
    label: t.table.created,
    cell: (item) => (
      <>
        {formatMoscowTime(item.created_at)}
        {item.overdue ? <span className={styles.overdueMark}> · {t.table.overdue}</span> : null}
      </>
    ),
  },
  { label: t.table.type, cell: (item) => item.type_name },
  {
    label: t.table.sender,
    cell: (item) => (
      <>
        <span className={styles.sender}>{item.name}</span>
        <span className={styles.muted}>{[item.phone, item.email].filter(Boolean).join(', ')}</span>
      </>
    ),
  },
  { label: t.table.product, cell: (item) => nobody(item.product_name) },
  { label: t.table.warehouse, cell: (item) => nobody(item.warehouse?.title) },
  { label: t.table.assignee, cell: (item) => nobody(item.assignee?.name) },
  {
    label: t.table.status,
    cell: (item) => (
      <span className={styles.status} data-status={item.status}>
        {item.status_name}
      </span>
    ),
  },
];

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
        {/* The overdue count is the staff bar's red badge, on every page of the workspace. */}
      </div>

      <StatusTabs
        label={t.filters.status}
        allLabel={t.counts.all}
        statuses={requestStatuses}
        names={requestStatusNames}
        counts={counts}
        current={filter.status}
        href={(status) => withFilter({ status })}
      />

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

      {data ? (
        <ListTable
          items={data.items}
          columns={columns}
          empty={t.table.empty}
          className={styles.labelled}
          rowClassName={(item) => (item.overdue ? styles.overdueRow : undefined)}
        />
      ) : null}

      {data ? (
        <ListPages
          page={data.page}
          pages={data.pages}
          href={(page) => routes.manager({ ...filter, page })}
          texts={t.pages}
        />
      ) : null}
    </section>
  );
}
