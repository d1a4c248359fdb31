'use client';

import { preload } from 'react-dom';

/**
 * The preload of a priority picture, as next/image makes it: ReactDOM.preload() while the page
 * renders, which puts it in the document's head. A client component on purpose: called in a
 * server component it would be a hint in the RSC payload, which the browser follows for every
 * page the router only prefetches (measured: product photos preloaded on the home page).
 */
export function ImagePreload({
  image,
  media,
}: {
  image: { src: string; srcSet?: string; sizes?: string };
  media?: string;
}) {
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    media,
    fetchPriority: 'high',
  });
  return null;
}
