/** Generic media pieces: responsive lazy pictures and in-view videos (storefront.md §9). */
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
