'use client';

import { Link } from '@/components/link';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/skeleton';
import type { ColorTile } from '@/lib/api/contract/catalog';
import { COLOR_SKELETON_MS } from '../model/modal-keys';
import { catalogClientTexts } from '../client-texts';
import { loadCatalogModals } from './catalog-buttons';
import styles from './color-tiles.module.scss';

const TILES = 10;

/**
 * The fabric's colours as tiles linking to the sibling products, after a 700 ms skeleton
 * (storefront.md §4). 'Все цвета' and the query action=show_colors open the all-colours modal.
 */
export function ColorTiles({
  colors,
  currentId,
  title,
  showAll = false,
}: {
  colors: ColorTile[];
  currentId: number;
  title: string;
  showAll?: boolean;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), COLOR_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (showAll) void loadCatalogModals().then((m) => m.openColors({ title, colors, currentId }));
    // Once per page: the query opens the modal when the page is reached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showAll]);
  const current = colors.find((c) => c.id === currentId);
  return (
    <div className={styles.root}>
      <p className={styles.label}>
        {catalogClientTexts.colorsTitle}: <strong>{current?.color}</strong>
      </p>
      {ready ? (
        <ul className={styles.tiles} aria-label={catalogClientTexts.colorsTitle}>
          {colors.slice(0, TILES).map((tile) => (
            <li key={tile.id}>
              <Link
                href={tile.detail_url}
                className={styles.tile}
                style={{ background: tile.hex }}
                aria-label={tile.color}
                title={tile.color}
                aria-current={tile.id === currentId ? 'page' : undefined}
                scroll={false}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.tiles} data-testid="color-skeleton">
          {colors.slice(0, TILES).map((tile) => (
            <Skeleton key={tile.id} className={styles.tileSkeleton} />
          ))}
        </div>
      )}
      {colors.length > 1 ? (
        <button
          type="button"
          className={styles.all}
          onClick={() =>
            void loadCatalogModals().then((m) => m.openColors({ title, colors, currentId }))
          }
        >
          {catalogClientTexts.allColors} ({colors.length})
        </button>
      ) : null}
    </div>
  );
}
