import { Link } from '@/components/link';
import type { Pagin } from '@/lib/api/contract/content';
import { contentTexts } from '../texts';
import styles from './pager.module.scss';

/** Page links of a paged list (PAGEN_1 in the query, as the API takes it). */
export function Pager({ pagin, href }: { pagin: Pagin; href: (page: number) => string }) {
  if (pagin.max_page <= 1) return null;
  const pages = Array.from({ length: pagin.max_page }, (_, i) => i + 1);
  return (
    <nav className={styles.pager} aria-label={contentTexts.pagination}>
      {pagin.current > 1 ? (
        <Link href={href(pagin.current - 1)} className={styles.step} rel="prev">
          {contentTexts.previousPage}
        </Link>
      ) : null}
      <ul className={styles.pages}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={href(page)}
              className={styles.page}
              aria-current={page === pagin.current ? 'page' : undefined}
              aria-label={contentTexts.pageNumber(page)}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
      {pagin.current < pagin.max_page ? (
        <Link href={href(pagin.current + 1)} className={styles.step} rel="next">
          {contentTexts.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}

/** The page number of a list from the query: a positive integer, else the first page. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
