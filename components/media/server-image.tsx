import { ImagePreload } from './image-preload';
// next/image's pure half: the props of a plain <img>, its srcset through the image optimiser.
// 'next/image' itself also exports the client component, which then comes with every page whose
// server modules import it, rendered or not (issue #22).
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';

export type ServerImageProps = Parameters<typeof getImageProps>[0] & {
  /** The page's LCP picture: loaded at once, at high priority, preloaded from the head. */
  priority?: boolean;
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
      {isPriority(props) ? <ImagePreload image={image} /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, props and all */}
      <img {...image} alt={props.alt} />
    </>
  );
}

/** next/image 16 calls it `preload`; both mean the page's LCP picture. */
export const isPriority = (props: ServerImageProps) =>
  props.priority === true || props.preload === true;

/**
 * What ServerImage puts on its <img>, computed on the server: for a client component (a gallery)
 * that draws server-sized pictures without next/image's code. Render an ImagePreload beside a
 * priority picture.
 */
export function serverImageProps(props: ServerImageProps): ImageElementProps {
  const { priority: _priority, preload: _preload, ...rest } = props;
  const priority = isPriority(props);
  return getImageProps({
    ...rest,
    loading: priority ? 'eager' : rest.loading,
    fetchPriority: priority ? 'high' : rest.fetchPriority,
  }).props;
}
