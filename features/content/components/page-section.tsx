import type { ReactNode } from 'react';
import styles from './page-section.module.scss';

/** A band of a page with the page's horizontal frame: lists, forms, menus. */
export function PageSection({
  children,
  id,
  label,
  tone = 'none',
}: {
  children: ReactNode;
  id?: string;
  label?: string;
  tone?: 'none' | 'mist' | 'dark';
}) {
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-label={label}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
