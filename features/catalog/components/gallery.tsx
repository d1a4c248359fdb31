'use client';

import { useState } from 'react';
import { imageViewerTexts } from '@/components/image-viewer/texts';
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

/** The photos' dialog: the main image names it. One gallery a page, the product's. */
const PHOTOS_DIALOG_ID = 'product-photos';

/**
 * The product's photos: a thumbnail strip and the main image; the main image opens the viewer.
 * The pictures come sized from the server (components/media/server-image.tsx): the gallery
 * carries none of next/image's code (issue #22).
 *
 * The main image answers a tap before the page's code has come (issue #37): it is the invoker of
 * a `<dialog>` rendered with the page (`commandfor`, `command="show-modal"`), which the browser
 * opens itself with every photo in a strip swiped natively. Once the code is there its click
 * cancels that command (the command is the button's activation behaviour, which a prevented
 * click skips) and opens the image viewer instead, with zoom, arrows and the thumbnails' index.
 * The thumbnails need the code, so before it the main image is always the first photo, where the
 * strip starts.
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
        commandfor={PHOTOS_DIALOG_ID}
        command="show-modal"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sized by the server */}
        <img {...current.main} alt={current.alt} />
      </button>
      <PhotosDialog images={images} title={title} />
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

/**
 * The photos as the browser shows them before the page's code: full screen, one a slide, swiped
 * by the browser's own scroll snapping. Its pictures are lazy, so nothing is fetched until it
 * opens (a closed dialog is not displayed). Nothing in it changes with the gallery's state, so
 * React never touches it: a dialog opened before the code came stays open, and closes by its
 * button or Escape, after it too.
 */
function PhotosDialog({ images, title }: { images: GalleryImage[]; title: string }) {
  return (
    // The browser itself adds `open` when it was opened before hydration: not a mismatch.
    <dialog
      id={PHOTOS_DIALOG_ID}
      className={styles.photos}
      aria-label={title}
      suppressHydrationWarning
    >
      <button
        type="button"
        className={styles.photosClose}
        aria-label={imageViewerTexts.close}
        commandfor={PHOTOS_DIALOG_ID}
        command="close"
      />
      <ul className={styles.slides}>
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`} className={styles.slide}>
            {/* eslint-disable-next-line @next/next/no-img-element -- sized by the server */}
            <img
              {...image.main}
              alt={image.alt}
              // The whole screen's width, not the page column's; lazy even for the page's LCP
              // photo, whose copy here must not be fetched, let alone first.
              sizes="100vw"
              loading="lazy"
              decoding="async"
              fetchPriority={undefined}
            />
            <span className={styles.slideCounter} aria-hidden="true">
              {imageViewerTexts.counter(i + 1, images.length)}
            </span>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
