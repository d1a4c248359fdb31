import { getImageProps } from 'next/image';
import type { ContentBlock } from '@/lib/api/contract/content';
import styles from './content-image.module.scss';

type ImageObject = NonNullable<ContentBlock['image']>;

/** storefront.md §9: the mobile picture up to 1100 px, the desktop one from 1101 px. */
const MOBILE_QUERY = '(max-width: 1100px)';

/**
 * An image object of the API (storefront.md §3) as a <picture>: the mobile source on narrow
 * screens, the other elsewhere, both through next/image (resized, modern formats, lazy unless
 * `priority`). It fills its parent, which sets the shape.
 */
export function ContentImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageObject;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const other = image.other ?? image.content ?? Object.values(image)[0];
  const mobile = image.mobile ?? other;
  if (!other || !mobile) return null;
  // getImageProps only makes a priority image eager: the LCP hint must be given explicitly.
  const common = {
    alt,
    fill: true,
    sizes,
    priority,
    fetchPriority: priority ? 'high' : undefined,
  } as const;
  const desktop = getImageProps({ ...common, src: other.webp }).props;
  const phone = getImageProps({ ...common, src: mobile.webp }).props;
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture}>
      <source media={MOBILE_QUERY} srcSet={phone.srcSet} sizes={phone.sizes} />
      <img {...desktop} alt={alt} className={styles.img} />
    </picture>
  );
}
