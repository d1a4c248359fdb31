export { ImageViewer, type ImageViewerProps } from './image-viewer';
export type { ImageViewerImage, ImageViewerSource } from './model/images';
