import { Link } from '@/components/link';
import styles from './manager.module.scss';

/**
 * The status tabs above the queue and the orders: 'all' and one tab per status, each with its
 * count, the current one marked for screen readers (`aria-current`). Links, so a tab is a URL.
 */
export function StatusTabs<S extends string>({
  label,
  allLabel,
  statuses,
  names,
  counts,
  current,
  href,
}: {
  /** The navigation's accessible name. */
  label: string;
  allLabel: string;
  statuses: readonly S[];
  names: Record<S, string>;
  counts: (Partial<Record<S, number>> & { all?: number }) | undefined;
  current: string | undefined;
  /** The list's address with this status (undefined: every status). */
  href: (status: S | undefined) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        <li>
          <Link
            href={href(undefined)}
            className={styles.tab}
            aria-current={!current ? 'page' : undefined}
          >
            {allLabel} <span className={styles.count}>{counts?.all ?? 0}</span>
          </Link>
        </li>
        {statuses.map((status) => (
          <li key={status}>
            <Link
              href={href(status)}
              className={styles.tab}
              aria-current={current === status ? 'page' : undefined}
            >
              {names[status]} <span className={styles.count}>{counts?.[status] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
