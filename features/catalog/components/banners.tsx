import { getImageProps } from 'next/image';
import { Link } from '@/components/link';
import type { Banner } from '@/lib/api/contract/catalog';
import styles from './banners.module.scss';

/** The banner's picture: the mobile image up to 1100 px, the other from 1101 (§9). */
function BannerPicture({
  banner,
  sizes,
  priority,
}: {
  banner: Banner;
  sizes: string;
  priority?: boolean;
}) {
  const desktop = banner.image.other ?? banner.image.mobile;
  const mobile = banner.image.mobile ?? desktop;
  if (!desktop || !mobile) return null;
  // getImageProps only makes a priority image eager: the LCP hint must be given explicitly.
  const common = {
    alt: '',
    fill: true,
    sizes,
    priority,
    fetchPriority: priority ? 'high' : undefined,
  } as const;
  const { props: wide } = getImageProps({ ...common, src: desktop.src });
  const { props: narrow } = getImageProps({ ...common, src: mobile.src });
  return (
    <picture>
      <source media="(min-width: 1101px)" srcSet={wide.srcSet} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- props from getImageProps */}
      <img {...narrow} className={styles.image} />
    </picture>
  );
}

/** The catalogue's header banner (storefront.md §7 bannerCatalogHeader). */
export function HeaderBanner({ banner }: { banner: Banner }) {
  return (
    <section className={styles.header} aria-label={banner.title}>
      <BannerPicture banner={banner} sizes="100vw" priority />
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
