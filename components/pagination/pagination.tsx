import { Link } from '../link';
import styles from './pagination.module.scss';

export interface PaginationProps {
  current: number;
  total: number;
  /** The address of a page; pages are links, so they work without JavaScript and are crawled. */
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/** Pages to show: the first, the last, and two either side of the current one, with gaps. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let p = current - 2; p <= current + 2; p += 1) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

export function Pagination({ current, total, hrefFor, labels }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      {current > 1 ? (
        <Link className={styles.step} href={hrefFor(current - 1)} rel="prev" scroll>
          <span aria-hidden="true">←</span>
          <span className={styles.hidden}>{labels.previous}</span>
        </Link>
      ) : null}
      <ul className={styles.list}>
        {pageItems(current, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.page}
                href={hrefFor(item)}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < total ? (
        <Link className={styles.step} href={hrefFor(current + 1)} rel="next">
          <span className={styles.hidden}>{labels.next}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
