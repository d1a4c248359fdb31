'use client';

/**
 * Where the gallery opens the image viewer. The viewer (`@/components/image-viewer`, props
 * `{ images, index, open, onClose, onIndexChange, title }`) is being built in parallel and is not
 * in this tree yet; until it is wired here, opening it shows nothing.
 * TODO(#4): render `<ImageViewer {...props} />` from '@/components/image-viewer'.
 */
export interface GalleryViewerProps {
  images: { src: string; alt: string }[];
  index: number;
  open: boolean;
  onClose: () => void;
  onIndexChange: (index: number) => void;
  title: string;
}

export function GalleryViewer(_props: GalleryViewerProps) {
  return null;
}
