'use client';

import { useState } from 'react';
import type { ImageElementProps } from '@/components/media/server-image';
import { catalogClientTexts } from '../client-texts';
import { GalleryViewer } from './gallery-viewer';
import styles from './gallery.module.scss';

/** A photo with its <img> props for the strip and for the main image, sized by the server. */
export interface GalleryImage {
  src: string;
  alt: string;
  thumb: ImageElementProps;
  main: ImageElementProps;
}

/**
 * The product's photos: a thumbnail strip and the main image; the main image opens the viewer.
 * The pictures come sized from the server (components/media/server-image.tsx): the gallery
 * carries none of next/image's code (issue #22).
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <section
      className={styles.gallery}
      data-single={images.length < 2 || undefined}
      aria-label={catalogClientTexts.gallery}
    >
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={catalogClientTexts.showPhoto(i + 1)}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- sized by the server */}
                <img {...image.thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={styles.main}
        aria-label={catalogClientTexts.openPhoto(index + 1)}
        onClick={() => setOpen(true)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sized by the server */}
        <img {...current.main} alt={current.alt} />
      </button>
      <GalleryViewer
        images={images}
        index={index}
        open={open}
        onClose={() => setOpen(false)}
        onIndexChange={setIndex}
        title={title}
      />
    </section>
  );
}
