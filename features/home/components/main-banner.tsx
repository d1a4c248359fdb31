import 'server-only';
import { Link } from '@/components/link';
import { buttonClassName } from '@/components/button';
import type { ContentBlock } from '@/lib/api/contract/content';
import { ContentImage } from '@/features/content/components/content-image';
import { RichText } from '@/features/content/components/rich-text';
import { BannerSlider } from './banner-slider';
import styles from './main-banner.module.scss';

/** The home page's opening (getMainBanner): the <h1> over a slider of the offers. */
export function MainBanner({ block, title }: { block: ContentBlock; title: string }) {
  const slides = block.items?.length
    ? block.items
    : [{ id: 0, title: block.title, text: block.text, image: block.image, link: block.link }];
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <BannerSlider>
        {slides.map((slide, i) => (
          <div key={slide.id} className={styles.slideInner}>
            {slide.image ? (
              // The slider clips the other slides, so no scrolling reveals them: their
              // pictures load once the browser is idle after the page.
              <div className={styles.media}>
                <ContentImage
                  image={slide.image}
                  alt=""
                  sizes="100vw"
                  priority={i === 0}
                  lazy="idle"
                />
              </div>
            ) : null}
            <div className={styles.slideText}>
              <h2 className={styles.slideTitle}>{slide.title}</h2>
              {slide.text ? <RichText html={slide.text} className={styles.slideLead} /> : null}
              {slide.link ? (
                <Link href={slide.link.href} className={buttonClassName('inverse')}>
                  {slide.link.title}
                </Link>
              ) : null}
            </div>
          </div>
        ))}
      </BannerSlider>
      <div className={styles.head}>
        {block.subtitle ? <p className={styles.eyebrow}>{block.subtitle}</p> : null}
        <h1 id="home-title" className={styles.title}>
          {title}
        </h1>
      </div>
    </section>
  );
}
