'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { Link } from '@/components/link';
import { useState } from 'react';
import { ButtonLink } from '@/components/button';
import { formatMoney } from '@/lib/format/money';
import { routes } from '@/lib/routes';
import { favouritesListOptions } from '../api/queries';
import { favouritesTexts } from '../texts';
import { FavouriteToggle } from './favourite-toggle';
import styles from './favourites.module.scss';

/** /user/favourites/: the favourite products as cards, with paging. */
export function FavouritesPage() {
  const [page, setPage] = useState(1);
  const list = useQuery(favouritesListOptions(page));
  // A failed read answers the empty list (api/queries.ts), so only loading is left to show.
  if (!list.data) return <p className={styles.status}>{favouritesTexts.loading}</p>;
  const { elements, pagin } = list.data.catalog_list;
  if (elements.length === 0 && page > 1) {
    setPage(Math.max(1, pagin.max_page));
    return null;
  }
  if (elements.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{favouritesTexts.empty}</p>
        <p>{favouritesTexts.emptyLead}</p>
        <ButtonLink href={routes.catalog()}>{favouritesTexts.toCatalog}</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid}>
        {elements.map((card) => (
          <li key={card.id} className={styles.card}>
            <Link href={card.detail_url} className={styles.photo} tabIndex={-1} aria-hidden>
              <Image
                src={card.photo}
                alt=""
                width={320}
                height={320}
                sizes="(min-width: 1101px) 25vw, 50vw"
              />
            </Link>
            <FavouriteToggle productId={card.id} className={styles.cardToggle} />
            <Link href={card.detail_url} className={styles.cardTitle}>
              {card.title}
            </Link>
            <p className={styles.cardMeta}>
              {favouritesTexts.colour}: {card.color}
            </p>
            {card.price !== undefined ? (
              <p className={styles.cardPrice}>
                {favouritesTexts.price(formatMoney(card.price), card.unit)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {pagin.max_page > 1 ? (
        <nav className={styles.pager} aria-label={favouritesTexts.pagination}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {favouritesTexts.previous}
          </button>
          {Array.from({ length: pagin.max_page }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === pagin.current ? 'page' : undefined}
              aria-label={favouritesTexts.page(n)}
              onClick={() => setPage(n)}
            >
              {n}
            </button>
          ))}
          <button type="button" disabled={page >= pagin.max_page} onClick={() => setPage(page + 1)}>
            {favouritesTexts.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}
