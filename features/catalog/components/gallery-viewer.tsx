'use client';

import { lazy, Suspense } from 'react';

/**
 * Where the gallery opens the image viewer. The viewer's code is fetched the first time it is
 * opened (React.lazy: next/dynamic's loader would be 2.3 KiB of the product page's first load),
 * so it adds nothing to the product page's first load. It opens in the browser only.
 */
const ImageViewer = lazy(() =>
  import('@/components/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

export interface GalleryViewerProps {
  images: { src: string; alt: string }[];
  index: number;
  open: boolean;
  onClose: () => void;
  onIndexChange: (index: number) => void;
  title: string;
}

export function GalleryViewer(props: GalleryViewerProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer {...props} />
    </Suspense>
  );
}
