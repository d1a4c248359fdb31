'use client';

import type { ImgHTMLAttributes } from 'react';
import { logMediaError } from './log-media-error';

/** An <img> whose failed load is logged (storefront.md §8, SF-8.09); ./logged-image.tsx sizes it. */
export function LoggedImg({
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized on the server by next/image's own props
    <img
      {...props}
      alt={alt}
      onError={(event) =>
        logMediaError('image', event.currentTarget.currentSrc || event.currentTarget.src)
      }
    />
  );
}
