import { Link } from '@/components/link';
import { ServerImage } from '@/components/media/server-image';
import type { SewnCollections as SewnCollectionsData } from '@/lib/api/contract/catalog';
import styles from './sewn-collections.module.scss';

/**
 * 'Сшито из наших полотен' (/catalog/getSewnCollections): what the factory has sewn from its own
 * fabrics, under the product, where a buyer weighs what the fabric becomes. Texts arrive
 * sanitised (load-catalog.ts); pictures load lazily, so the block costs the first paint nothing.
 */
export function SewnCollections({ data }: { data: SewnCollectionsData }) {
  if (data.sewnCollections.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby="sewn-collections">
      <h2 id="sewn-collections" className={styles.title}>
        {data.title}
      </h2>
      <ul className={styles.grid}>
        {data.sewnCollections.map((item) => {
          const picture = item.image?.other ?? item.image?.mobile;
          return (
            <li key={item.id} className={styles.item}>
              {picture ? (
                <span className={styles.picture}>
                  <ServerImage
                    src={picture.src}
                    alt=""
                    fill
                    sizes="(min-width: 1101px) 22vw, (min-width: 641px) 45vw, 90vw"
                  />
                </span>
              ) : null}
              <h3 className={styles.itemTitle}>{item.title}</h3>
              {item.text ? (
                // Sanitised on the server (load-catalog.ts): text markup only.
                <div className={styles.text} dangerouslySetInnerHTML={{ __html: item.text }} />
              ) : null}
              {item.link ? (
                <Link href={item.link.href} className={styles.link}>
                  {item.link.title}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
