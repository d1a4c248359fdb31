// next/image's pure half: 'next/image' itself would bring its client component (issue #22).
import { getImageProps } from '@/lib/framework/image-props';
import { MOBILE_MEDIA } from './constants';
import { LazyPicture, type PictureLayout, type PictureSources } from './lazy-picture';
import { FILE_MARK, fromPattern } from './picture-pattern';
import { ImagePreload } from './image-preload';

/** One picture as the API gives it (storefront.md §3 image object): a plain file and its webp. */
export interface PictureSource {
  src: string;
  webp: string;
}

/**
 * A <picture> with the mobile picture up to 1100 px and the desktop one from 1101 px, the webp
 * of each offered first (storefront.md §9). Every file goes through next/image's sizing, here
 * on the server, so each source is a resized srcset and the browser gets no image code (#22).
 * It fills its parent, which sets the shape, so loading never shifts the layout.
 *
 * Lazy pictures get their sources only once they come within 300 px of the viewport with 10%
 * visible (SF-9.10); `priority` ones (the LCP picture) are in the server HTML with a preload and
 * a high fetch priority. `lazy="idle"` is for pictures the viewport cannot reveal by scrolling
 * (the other slides of a slider): they load once the browser is idle after the page. A failed
 * load is only logged (SF-8.09). ./lazy-picture.tsx is the browser's half.
 */
export function ResponsivePicture({
  mobile,
  desktop,
  ...layout
}: PictureLayout & { mobile: PictureSource; desktop: PictureSource }) {
  const { alt, sizes, priority = false } = layout;
  const props = (src: string) =>
    getImageProps({ alt, src, sizes, fill: true, loading: priority ? 'eager' : 'lazy' }).props;
  // Sized once, for the desktop file; the other files of the picture share its URL pattern.
  const wide = props(desktop.src);
  const mark = (text: string | undefined) =>
    (text ?? '').split(encodeURIComponent(desktop.src)).join(FILE_MARK);
  const sources: PictureSources = {
    files: { phoneWebp: mobile.webp, phone: mobile.src, wideWebp: desktop.webp, wide: desktop.src },
    img: { ...wide, src: '', srcSet: undefined },
    srcPattern: mark(wide.src),
    srcSetPattern: mark(wide.srcSet),
  };

  // Both preloads carry their media query, so a phone fetches only the phone picture.
  const preloads = priority
    ? ([
        [mobile.webp, MOBILE_MEDIA],
        [desktop.webp, `not all and ${MOBILE_MEDIA}`],
      ] as const)
    : [];
  return (
    <>
      {preloads.map(([file, media]) => (
        <ImagePreload
          key={media}
          media={media}
          image={{
            src: fromPattern(sources.srcPattern, file),
            srcSet: fromPattern(sources.srcSetPattern, file),
            sizes: wide.sizes,
          }}
        />
      ))}
      <LazyPicture sources={sources} {...layout} />
    </>
  );
}
