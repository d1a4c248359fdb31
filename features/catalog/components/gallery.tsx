'use client';

import Image from 'next/image';
import { useState } from 'react';
import { catalogClientTexts } from '../client-texts';
import { GalleryViewer } from './gallery-viewer';
import styles from './gallery.module.scss';

/** The product's photos: a thumbnail strip and the main image; the main image opens the viewer. */
export function Gallery({
  images,
  title,
}: {
  images: { src: string; alt: string }[];
  title: string;
}) {
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
                <Image src={image.src} alt="" fill sizes="80px" />
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
        <Image
          src={current.src}
          alt={current.alt}
          fill
          priority={index === 0}
          sizes="(min-width: 1101px) 50vw, 100vw"
        />
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
