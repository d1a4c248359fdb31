import { ResponsivePicture } from '@/components/media/responsive-picture';
import type { ContentBlock } from '@/lib/api/contract/content';
import styles from './content-image.module.scss';

type ImageObject = NonNullable<ContentBlock['image']>;

/**
 * An image object of the API (storefront.md §3) as a responsive picture: `mobile` up to
 * 1100 px, `other` (or whichever key it has) from 1101 px. It fills its parent, which sets the
 * shape. Lazy unless `priority`.
 */
export function ContentImage({
  image,
  alt,
  sizes,
  priority = false,
  lazy,
  className,
}: {
  image: ImageObject;
  alt: string;
  sizes: string;
  priority?: boolean;
  lazy?: 'near' | 'idle';
  className?: string;
}) {
  const other = image.other ?? image.content ?? Object.values(image)[0];
  const mobile = image.mobile ?? other;
  if (!other || !mobile) return null;
  return (
    <ResponsivePicture
      mobile={mobile}
      desktop={other}
      alt={alt}
      sizes={sizes}
      priority={priority}
      lazy={lazy}
      className={className ? `${styles.picture} ${className}` : styles.picture}
      imgClassName={styles.img}
    />
  );
}
