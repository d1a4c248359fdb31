import { Link } from '@/components/link';
import styles from './breadcrumbs.module.scss';

export interface Crumb {
  title: string;
  href: string;
}

/** Where the page sits: the last crumb is the page itself. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.href}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.title}</span>
            ) : (
              <Link href={item.href}>{item.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
