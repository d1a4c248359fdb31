'use client';

import Image, { type ImageProps } from 'next/image';
import { logMediaError } from './log-media-error';

/**
 * next/image whose failed load is logged (storefront.md §8, SF-8.09), for server components that
 * show a single picture: they cannot pass an event handler themselves.
 */
export function LoggedImage(props: ImageProps) {
  return (
    <Image
      {...props}
      alt={props.alt}
      onError={(event) =>
        logMediaError('image', event.currentTarget.currentSrc || event.currentTarget.src)
      }
    />
  );
}
