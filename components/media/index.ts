/**
 * Generic media pieces: responsive lazy pictures and in-view videos (storefront.md §9).
 * A server component imports a client piece from its own module (`@/components/media/lazy-video`):
 * a route ships every client component its server modules reach, and this index reaches all of
 * them (issue #22); a client component takes `constants` or `use-in-view` the same way, as this
 * index also reaches the server's picture sizing. Pictures are sized on the server
 * (`server-image.tsx`, `responsive-picture.tsx`): no page carries next/image's code.
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
