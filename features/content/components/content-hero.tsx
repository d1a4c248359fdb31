import 'server-only';
import { ButtonLink } from '@/components/button';
import type { ContentBlock } from '@/lib/api/contract/content';
import { ContentMedia } from './content-media';
import { RichText } from './rich-text';
import styles from './content-hero.module.scss';

/**
 * The opening of a marketing page: its <h1> over the block's picture, dark enough for the
 * transparent header (storefront.md §2) to sit on. The picture is the page's largest, so it
 * loads first.
 */
export function ContentHero({ block, title }: { block: ContentBlock; title?: string }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      {block.image || block.video ? (
        <div className={styles.media}>
          <ContentMedia block={block} alt="" sizes="100vw" priority />
        </div>
      ) : null}
      <div className={styles.inner}>
        {block.subtitle ? <p className={styles.eyebrow}>{block.subtitle}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title || block.title}
        </h1>
        {block.text ? <RichText html={block.text} className={styles.lead} /> : null}
        {block.link ? (
          <ButtonLink href={block.link.href} variant="inverse" className={styles.link}>
            {block.link.title}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
