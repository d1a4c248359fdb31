'use client';

import { HeartIcon } from '@/components/icons';
import { useFavourite } from '../hooks/use-favourite';
import { favouritesTexts } from '../texts';
import styles from './favourites.module.scss';

/** The heart on cards and the product page: a pressed toggle button. */
export function FavouriteToggle({
  productId,
  className,
}: {
  productId: number;
  className?: string;
}) {
  const { isFavourite, isLoading, toggle } = useFavourite(productId);
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? favouritesTexts.remove : favouritesTexts.add}
      disabled={isLoading}
      onClick={toggle}
    >
      <HeartIcon />
    </button>
  );
}
