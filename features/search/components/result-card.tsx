import { ServerImage } from '@/components/media/server-image';
import { Link } from '@/components/link';
import { LOGIN_DIALOG_IDS } from '@/features/auth/model/modal-keys';
import { FavouriteHeart } from '@/features/favourites/components/favourite-heart';
import type { CatalogCard } from '@/lib/api/contract/catalog';
import { densityWidth, searchTexts } from '../texts';
import { Highlight } from './highlight';
import { PriceLine } from './price-line';
import styles from './search-results.module.scss';

/** A found product on the results page, with the query's words marked and the heart. */
export function ResultCard({ card, query }: { card: CatalogCard; query: string }) {
  return (
    <article className={styles.card}>
      <Link href={card.detail_url} className={styles.cardLink}>
        <span className={styles.cardPhoto}>
          <ServerImage
            src={card.photo}
            alt=""
            fill
            sizes="(min-width: 1281px) 22vw, (min-width: 641px) 30vw, 50vw"
          />
        </span>
        <h3 className={styles.cardTitle}>
          <Highlight text={card.title} query={query} />
        </h3>
      </Link>
      {/* After the link, never inside it; its state is the browser's (the favourite ids). A
          visitor's (no price) opens the page's login dialog before the code (issue #37). */}
      <FavouriteHeart
        productId={card.id}
        className={styles.cardHeart}
        loginDialog={card.price === undefined ? LOGIN_DIALOG_IDS.favourites : undefined}
      />
      {card.subtitle ? (
        <p className={styles.cardSubtitle}>
          <Highlight text={card.subtitle} query={query} />
        </p>
      ) : null}
      <p className={styles.cardMeta}>
        <Highlight text={`${card.color} · ${card.composition}`} query={query} />
      </p>
      <p className={styles.cardMeta}>{densityWidth(card.density, card.width)}</p>
      <p className={styles.cardMeta}>
        {searchTexts.inStores} {card.storesWithStock}
      </p>
      <PriceLine price={card.price} unit={card.unit} className={styles.cardPrice} />
    </article>
  );
}
