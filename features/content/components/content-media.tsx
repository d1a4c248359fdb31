import { LazyVideo } from '@/components/media/lazy-video';
import type { ContentBlock } from '@/lib/api/contract/content';
import { ContentImage } from './content-image';

/**
 * A block's picture, or its video over the picture as poster when the block has one. The
 * video plays only while in view (components/media/lazy-video).
 */
export function ContentMedia({
  block,
  alt,
  sizes,
  priority = false,
}: {
  block: ContentBlock;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  const picture = block.image ? (
    <ContentImage image={block.image} alt={alt} sizes={sizes} priority={priority} />
  ) : null;
  if (!block.video) return picture;
  const still = block.image?.other ?? block.image?.mobile;
  return (
    <LazyVideo
      src={block.video.src}
      type={block.video.type}
      label={block.title}
      poster={picture}
      posterSrc={still?.webp}
    />
  );
}
