import { preload } from 'react-dom';
// next/image's pure half: the props of a plain <img>, its srcset through the image optimiser.
// 'next/image' itself also exports the client component, which then comes with every page whose
// server modules import it, rendered or not (issue #22).
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';

export type ServerImageProps = Parameters<typeof getImageProps>[0] & {
  /** The page's LCP picture: loaded at once, at high priority, preloaded from the head. */
  priority?: boolean;
};

/**
 * next/image for server components: the same <img> (srcset, sizes, lazy loading, `fill`), with
 * none of next/image's client code (about 6 KiB of a listing's first load). A `priority` picture
 * is eager, fetched at high priority and preloaded from the document's head, as next/image does.
 */
export function ServerImage(props: ServerImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, props and all
  return <img {...serverImageProps(props)} alt={props.alt} />;
}

/** The <img> props of ServerImage, for a client component that draws the picture itself. */
export type ImageElementProps = ReturnType<typeof getImageProps>['props'];

/**
 * What ServerImage puts on its <img>, computed on the server: for a client component (a gallery)
 * that draws server-sized pictures without next/image's code. A `priority` picture is preloaded.
 */
export function serverImageProps({
  priority: important = false,
  preload: preloaded,
  ...rest
}: ServerImageProps): ImageElementProps {
  // next/image 16 calls it `preload`; both mean the page's LCP picture.
  const priority = important || preloaded === true;
  const { props } = getImageProps({
    ...rest,
    loading: priority ? 'eager' : rest.loading,
    fetchPriority: priority ? 'high' : rest.fetchPriority,
  });
  if (priority && props.src)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  return props;
}
