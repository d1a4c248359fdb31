// next/image's pure half: 'next/image' itself would bring its client component (issue #22).
import { getImageProps } from '@/lib/framework/image-props';
import { Link } from '@/components/link';
import { ImagePreload } from '@/components/media/image-preload';
import { preloadOf } from '@/components/media/server-image';
import type { Banner } from '@/lib/api/contract/catalog';
import styles from './banners.module.scss';

const WIDE = '(min-width: 1101px)';

/**
 * The banner's picture: the mobile image up to 1100 px, the other from 1101 (§9).
 * `preloadFrom`: the media query of the widths where the picture opens the page. There it is
 * preloaded at high priority (the LCP hint); elsewhere (the header banner follows the list on a
 * phone, issue 17) it loads lazily and takes nothing from the first screen's pictures.
 */
function BannerPicture({
  banner,
  sizes,
  preloadFrom,
}: {
  banner: Banner;
  sizes: string;
  preloadFrom?: string;
}) {
  const desktop = banner.image.other ?? banner.image.mobile;
  const mobile = banner.image.mobile ?? desktop;
  if (!desktop || !mobile) return null;
  const common = { alt: '', fill: true, sizes } as const;
  const { props: wide } = getImageProps({ ...common, src: desktop.src });
  const { props: narrow } = getImageProps({ ...common, src: mobile.src });
  // The LCP hint, from the browser's tree (components/media/image-preload.tsx), not an RSC hint
  // that a prefetch of this page would follow.
  const preloads = preloadFrom
    ? ([
        [narrow, `${preloadFrom} and (max-width: 1100px)`],
        [wide, WIDE],
      ] as const)
    : [];
  return (
    <>
      {preloads.map(([image, media]) => (
        <ImagePreload key={media} image={{ ...preloadOf(image), sizes }} media={media} />
      ))}
      <picture>
        <source media={WIDE} srcSet={wide.srcSet} sizes={sizes} />
        {/* eslint-disable-next-line jsx-a11y/alt-text -- props from getImageProps */}
        <img {...narrow} loading={preloadFrom ? 'lazy' : narrow.loading} className={styles.image} />
      </picture>
    </>
  );
}

/** The catalogue's header banner (storefront.md §7 bannerCatalogHeader). */
export function HeaderBanner({ banner }: { banner: Banner }) {
  return (
    <section className={styles.header} aria-label={banner.title}>
      {/* From 641 px it opens the page (catalog-listing.module.scss .headerBanner). */}
      <BannerPicture banner={banner} sizes="100vw" preloadFrom="(min-width: 641px)" />
      <div className={styles.headerText}>
        <p className={styles.headerTitle}>{banner.title}</p>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {banner.description.length > 0 ? (
          <ul className={styles.points}>
            {banner.description.map((item) => (
              <li key={item.id}>{item.value}</li>
            ))}
          </ul>
        ) : null}
        {banner.link && banner.linkTitle ? (
          <Link href={banner.link} className={styles.cta}>
            {banner.linkTitle}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** A banner among the products of a list (positions 3 and 7, §9). */
export function ListBanner({ banner }: { banner: Banner }) {
  return (
    <aside className={styles.tile} aria-label={banner.title}>
      <BannerPicture
        banner={banner}
        sizes="(min-width: 1101px) 28vw, (min-width: 641px) 45vw, 50vw"
      />
      <div className={styles.tileText}>
        <p className={styles.tileTitle}>{banner.title}</p>
        {banner.description.map((item) => (
          <p key={item.id} className={styles.tileLine}>
            {item.value}
          </p>
        ))}
        {banner.link && banner.linkTitle ? (
          <Link href={banner.link} className={styles.tileCta}>
            {banner.linkTitle}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
