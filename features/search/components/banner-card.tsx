import { SmartLink } from '@/components/link';
import type { Banner } from '@/lib/api/contract/catalog';
import styles from './search-results.module.scss';

/** storefront.md §9: the mobile picture up to 1100 px, the desktop one from 1101 px. */
export const MOBILE_PICTURE_QUERY = '(max-width: 1100px)';

/** A list banner in the product grid (storefront.md §9: on the results page at position 4). */
export function BannerCard({ banner }: { banner: Banner }) {
  const desktop = banner.image.other ?? banner.image.mobile ?? Object.values(banner.image)[0];
  const mobile = banner.image.mobile ?? desktop;
  return (
    <aside className={styles.banner} aria-label={banner.title}>
      {desktop && mobile ? (
        <picture className={styles.bannerImage}>
          <source media={MOBILE_PICTURE_QUERY} srcSet={mobile.webp} type="image/webp" />
          <source media={MOBILE_PICTURE_QUERY} srcSet={mobile.src} />
          <source srcSet={desktop.webp} type="image/webp" />
          <img src={desktop.src} alt="" loading="lazy" decoding="async" />
        </picture>
      ) : null}
      <div className={styles.bannerText}>
        <p className={styles.bannerTitle}>{banner.title}</p>
        {banner.subtitle ? <p>{banner.subtitle}</p> : null}
        {banner.description.length > 0 ? (
          <ul className={styles.bannerPoints}>
            {banner.description.map((point) => (
              <li key={point.id}>{point.value}</li>
            ))}
          </ul>
        ) : null}
        {banner.link && banner.linkTitle ? (
          <SmartLink href={banner.link} className={styles.bannerLink}>
            {banner.linkTitle}
          </SmartLink>
        ) : null}
      </div>
    </aside>
  );
}
