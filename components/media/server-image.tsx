import { EagerImg } from './eager-img';
import { ImagePreload } from './image-preload';
// next/image's pure half: the props of a plain <img>, its srcset through the image optimiser.
// 'next/image' itself also exports the client component, which then comes with every page whose
// server modules import it, rendered or not (issue #22).
import { getImageProps } from '@/lib/framework/image-props';

export type ServerImageProps = Parameters<typeof getImageProps>[0] & {
  /** The page's LCP picture: loaded at once, at high priority, preloaded from the head. */
  priority?: boolean;
  /**
   * The widest the picture is ever drawn, in CSS pixels (its box at the widest layout): the
   * srcset stops at the first width that covers it at twice the density. next/image offers
   * every width up to 3,840 for a `vw` size; a card never needs more than ~1,080, and each
   * width is ~120 bytes of the HTML and the RSC payload, per picture (issue #22).
   */
  maxWidth?: number;
};

/** The <img> props of ServerImage, for a client component that draws the picture itself. */
export type ImageElementProps = ReturnType<typeof getImageProps>['props'];

/**
 * next/image for server components: the same <img> (srcset, sizes, lazy loading, `fill`), with
 * none of next/image's client code (about 6 KiB of a listing's first load). A `priority` picture
 * is eager, fetched at high priority and preloaded from the document's head, as next/image does.
 */
export function ServerImage(props: ServerImageProps) {
  const image = serverImageProps(props);
  return (
    <>
      {isPriority(props) ? (
        <>
          <ImagePreload image={preloadOf(image)} />
          {/* Not the server's <img>: it would be a preload in every prefetch of the page. */}
          <EagerImg {...image} alt={props.alt} />
        </>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, props and all
        <img {...image} alt={props.alt} />
      )}
    </>
  );
}

/**
 * What a preload needs of a picture: a client component's props are written into the RSC
 * payload, and the rest (alt, loading, style…) would be bytes of every page that preloads.
 */
export const preloadOf = (image: Pick<ImageElementProps, 'src' | 'srcSet' | 'sizes'>) => ({
  src: image.src,
  srcSet: image.srcSet,
  sizes: image.sizes,
});

/** next/image 16 calls it `preload`; both mean the page's LCP picture. */
export const isPriority = (props: ServerImageProps) =>
  props.priority === true || props.preload === true;

/**
 * What ServerImage puts on its <img>, computed on the server: for a client component (a gallery)
 * that draws server-sized pictures without next/image's code. Render an ImagePreload beside a
 * priority picture.
 */
export function serverImageProps(props: ServerImageProps): ImageElementProps {
  const { priority: _priority, preload: _preload, maxWidth, ...rest } = props;
  const priority = isPriority(props);
  const image = getImageProps({
    ...rest,
    loading: priority ? 'eager' : rest.loading,
    fetchPriority: priority ? 'high' : rest.fetchPriority,
  }).props;
  return maxWidth === undefined ? image : capSrcSet(image, maxWidth * 2);
}

/** The srcset up to the first width of at least `needed` pixels, and that width as the src. */
function capSrcSet(image: ImageElementProps, needed: number): ImageElementProps {
  const candidates = image.srcSet?.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
  if (!candidates || candidates.some((c) => !Number.isFinite(c.width))) return image;
  const last = candidates.findIndex((c) => c.width >= needed);
  if (last < 0) return image;
  const kept = candidates.slice(0, last + 1);
  return {
    ...image,
    srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '),
    src: kept[kept.length - 1]!.url,
  };
}
