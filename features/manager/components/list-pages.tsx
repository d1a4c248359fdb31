import { Link } from '@/components/link';
import styles from './manager.module.scss';

/** The words of a list's pages: its accessible name, the two links and 'Страница N из M'. */
export interface ListPagesTexts {
  label: string;
  prev: string;
  next: string;
  of: (page: number, pages: number) => string;
}

/**
 * Back and forward below the queue and the orders (issue #20): links, so a page is a URL;
 * nothing when everything fits on one page.
 */
export function ListPages({
  page,
  pages,
  href,
  texts,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  texts: ListPagesTexts;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className={styles.pages}>
      {page > 1 ? <Link href={href(page - 1)}>{texts.prev}</Link> : null}
      <span>{texts.of(page, pages)}</span>
      {page < pages ? <Link href={href(page + 1)}>{texts.next}</Link> : null}
    </nav>
  );
}
