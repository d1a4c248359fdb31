import Image from 'next/image';
import { ButtonLink } from '@/components/button';
import { routes } from '@/lib/routes';
import { shellTexts } from '../texts';
import styles from './not-found-screen.module.scss';

/** The not-found screen (storefront.md §2), also shown for a fatal error. */
export function NotFoundScreen() {
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <Image
        className={styles.illustration}
        src="/not-found.svg"
        alt=""
        width={480}
        height={300}
        priority
        unoptimized
      />
      <h1 id="not-found-title" className={styles.title}>
        {shellTexts.notFoundTitle}
      </h1>
      <ButtonLink href={routes.catalog()}>{shellTexts.toCatalog}</ButtonLink>
    </section>
  );
}
