import { LoggedImage } from '@/components/media/logged-image';
import { Link } from '@/components/link';
import type { PressCard } from '@/lib/api/contract/content';
import { balancedGridStyle } from '@/lib/layout/balanced-columns';
import { formatDate } from '../lib/format-date';
import styles from './press-list.module.scss';

/** Press-centre cards: picture, date, title and preview, each linking to its article. */
export function PressList({ items }: { items: PressCard[] }) {
  return (
    <ul className={styles.list} style={balancedGridStyle(items.length, 4)}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <div className={styles.media}>
            <LoggedImage
              src={item.image}
              alt=""
              fill
              sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 33vw"
              className={styles.img}
            />
          </div>
          <div className={styles.body}>
            <time dateTime={item.date} className={styles.date}>
              {formatDate(item.date)}
            </time>
            <h2 className={styles.title}>
              <Link href={item.detail_url} className={styles.link}>
                {item.title}
              </Link>
            </h2>
            <p className={styles.preview}>{item.preview}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
