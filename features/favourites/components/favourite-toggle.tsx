'use client';

import { useFavourite } from '../api/use-favourite';
import { HeartButton } from './heart-button';

/**
 * The heart of a product (catalogue cards, the quick view, the product page, /user/favourites/):
 * pressed when the favourite ids hold it. The ids are a query of the browser's, never part of the
 * page's HTML (the catalogue comes from a shared cache: docs/architecture.md "Pages from a cache").
 */
export function FavouriteToggle({
  productId,
  className,
  onAnonymous,
}: {
  productId: number;
  className?: string;
  /** For a visitor, instead of opening the login modal at once (the quick view closes first). */
  onAnonymous?: () => void;
}) {
  const { isFavourite, isLoading, toggle } = useFavourite(productId, { onAnonymous });
  return (
    <HeartButton pressed={isFavourite} busy={isLoading} onClick={toggle} className={className} />
  );
}
