'use client';

import dynamic from 'next/dynamic';

/**
 * Where the gallery opens the image viewer. The viewer's code is fetched the first time it is
 * opened, so it adds nothing to the product page's first load.
 */
const ImageViewer = dynamic(
  () => import('@/components/image-viewer').then((module) => module.ImageViewer),
  { ssr: false },
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
  return <ImageViewer {...props} />;
}
