import { LoggedImg } from './logged-img';
import { ImagePreload } from './image-preload';
import { isPriority, preloadOf, serverImageProps, type ServerImageProps } from './server-image';

/**
 * next/image whose failed load is logged (storefront.md §8, SF-8.09), for server components that
 * show a single picture: sized on the server (./server-image.tsx), drawn by a client <img> that
 * only adds the handler, so that a page carries none of next/image's code (issue #22).
 */
export function LoggedImage(props: ServerImageProps) {
  const image = serverImageProps(props);
  return (
    <>
      {isPriority(props) ? <ImagePreload image={preloadOf(image)} /> : null}
      <LoggedImg {...image} alt={props.alt} />
    </>
  );
}
