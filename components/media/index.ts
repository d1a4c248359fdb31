/**
 * Generic media pieces: responsive lazy pictures and in-view videos (storefront.md §9).
 * A server component imports a client piece from its own module (`@/components/media/lazy-video`):
 * a route ships every client component its server modules reach, and this index reaches all of
 * them, next/image included (issue #22).
 */
export {
  LAZY_MEDIA_OBSERVER,
  MOBILE_MAX_WIDTH,
  MOBILE_MEDIA,
  REDUCED_MOTION,
  VIDEO_OBSERVER,
  VIDEO_START_DELAY_MS,
} from './constants';
export { LazyVideo } from './lazy-video';
export { LoggedImage } from './logged-image';
export { logMediaError } from './log-media-error';
export { ResponsivePicture, type PictureSource } from './responsive-picture';
export { useInView } from './use-in-view';
