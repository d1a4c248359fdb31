'use client';

// next/image's pure half: 'next/image' itself would bring its client component (issue #22).
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { whenIdle } from '@/lib/when-idle';
import { LAZY_MEDIA_OBSERVER, MOBILE_MEDIA } from './constants';
import { logMediaError } from './log-media-error';
import { useInView } from './use-in-view';

/** One picture as the API gives it (storefront.md §3 image object): a plain file and its webp. */
export interface PictureSource {
  src: string;
  webp: string;
}

/**
 * A <picture> with the mobile picture up to 1100 px and the desktop one from 1101 px, the webp
 * of each offered first (storefront.md §9). Every file goes through next/image, so each source
 * is a resized srcset. It fills its parent, which sets the shape, so loading never shifts the
 * layout.
 *
 * Lazy pictures get their sources only once they come within 300 px of the viewport with 10%
 * visible (SF-9.10); `priority` ones (the LCP picture) are in the server HTML with a preload and
 * a high fetch priority. `lazy="idle"` is for pictures the viewport cannot reveal by scrolling
 * (the other slides of a slider): they load once the browser is idle after the page. A failed
 * load is only logged (SF-8.09).
 */
export function ResponsivePicture({
  mobile,
  desktop,
  alt,
  sizes,
  priority = false,
  lazy = 'near',
  className,
  imgClassName,
}: {
  mobile: PictureSource;
  desktop: PictureSource;
  alt: string;
  sizes: string;
  priority?: boolean;
  lazy?: 'near' | 'idle';
  className?: string;
  imgClassName?: string;
}) {
  const img = useRef<HTMLImageElement>(null);
  const near = useInView(img, LAZY_MEDIA_OBSERVER, { once: true, enabled: !priority });
  const idle = useIdle(!priority && lazy === 'idle');
  const load = priority || near || idle;

  const props = (src: string) =>
    getImageProps({ alt, src, sizes, fill: true, loading: priority ? 'eager' : 'lazy' }).props;
  const phoneWebp = props(mobile.webp);
  const phone = props(mobile.src);
  const wideWebp = props(desktop.webp);
  const wide = props(desktop.src);

  if (priority) {
    // Both preloads carry their media query, so a phone fetches only the phone picture.
    for (const [picture, media] of [
      [phoneWebp, MOBILE_MEDIA],
      [wideWebp, `not all and ${MOBILE_MEDIA}`],
    ] as const) {
      preload(picture.src, {
        as: 'image',
        imageSrcSet: picture.srcSet,
        imageSizes: picture.sizes,
        media,
        fetchPriority: 'high',
      });
    }
  }

  return (
    <picture className={className}>
      {load ? (
        <>
          <source media={MOBILE_MEDIA} type="image/webp" srcSet={phoneWebp.srcSet} sizes={sizes} />
          <source media={MOBILE_MEDIA} srcSet={phone.srcSet} sizes={sizes} />
          <source type="image/webp" srcSet={wideWebp.srcSet} sizes={sizes} />
        </>
      ) : null}
      <img
        {...wide}
        ref={img}
        alt={alt}
        src={load ? wide.src : undefined}
        srcSet={load ? wide.srcSet : undefined}
        fetchPriority={priority ? 'high' : undefined}
        className={imgClassName}
        onError={(event) => logMediaError('image', event.currentTarget.currentSrc || wide.src)}
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
