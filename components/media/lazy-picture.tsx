'use client';

import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { LAZY_MEDIA_OBSERVER, MOBILE_MEDIA } from './constants';
import { logMediaError } from './log-media-error';
import { fromPattern } from './picture-pattern';
import type { ImageElementProps } from './server-image';
import { useInView } from './use-in-view';

/**
 * The picture's files and how the server sized them (./responsive-picture.tsx): the <img> props
 * of the desktop file, and its `src` and `srcSet` with the file's encoded path as `{file}`, the
 * same for every file of the picture (one `sizes`). The page's payload carries each URL pattern
 * once, not four times.
 */
export interface PictureSources {
  files: { phoneWebp: string; phone: string; wideWebp: string; wide: string };
  img: ImageElementProps;
  srcPattern: string;
  srcSetPattern: string;
}

/**
 * The srcset of a picture that has not started loading: a transparent 1×1 GIF written into the
 * page, so nothing is fetched. An <img> must have a `src` or a `srcset`, and its `sizes` needs the
 * `srcset` (the HTML checker, issue #36); the real files cannot stand there, for the browser
 * would fetch them at once (or at its own lazy distance, far beyond SF-9.10's 300 px), before
 * the <source> elements that pick the phone or webp file are in. No `src` either: a picture
 * without one has not loaded yet, for the page and for its tests.
 */
const UNLOADED_SRCSET =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7 1w';

/** How a picture is shown, the same for ResponsivePicture and its browser's half. */
export interface PictureLayout {
  alt: string;
  sizes: string;
  priority?: boolean;
  lazy?: 'near' | 'idle';
  className?: string;
  imgClassName?: string;
}

/**
 * The browser's half of ResponsivePicture (./responsive-picture.tsx): a lazy picture gets its
 * sources only once it comes within 300 px of the viewport with 10% visible (SF-9.10), or, with
 * `lazy="idle"`, once the browser is idle after the page, and holds an empty picture until then
 * (UNLOADED_SRCSET); a priority one has them from the server HTML. A failed load is only logged
 * (SF-8.09).
 */
export function LazyPicture({
  sources: { files, img: imgProps, srcPattern, srcSetPattern },
  alt,
  sizes,
  priority = false,
  lazy = 'near',
  className,
  imgClassName,
}: PictureLayout & { sources: PictureSources }) {
  const img = useRef<HTMLImageElement>(null);
  const near = useInView(img, LAZY_MEDIA_OBSERVER, { once: true, enabled: !priority });
  const idle = useIdle(!priority && lazy === 'idle');
  const load = priority || near || idle;
  const srcSet = (file: string) => fromPattern(srcSetPattern, file);
  const src = fromPattern(srcPattern, files.wide);

  return (
    <picture className={className}>
      {load ? (
        <>
          <source
            media={MOBILE_MEDIA}
            type="image/webp"
            srcSet={srcSet(files.phoneWebp)}
            sizes={sizes}
          />
          <source media={MOBILE_MEDIA} srcSet={srcSet(files.phone)} sizes={sizes} />
          <source type="image/webp" srcSet={srcSet(files.wideWebp)} sizes={sizes} />
        </>
      ) : null}
      <img
        {...imgProps}
        ref={img}
        alt={alt}
        src={load ? src : undefined}
        srcSet={load ? srcSet(files.wide) : UNLOADED_SRCSET}
        fetchPriority={priority ? 'high' : undefined}
        className={imgClassName}
        onError={(event) => logMediaError('image', event.currentTarget.currentSrc || src)}
      />
    </picture>
  );
}

/** Whether the browser has been idle once since mounting (a moment later without the API). */
function useIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => setIdle(true));
  }, [enabled]);
  return idle;
}
