import { ButtonLink } from '@/components/button';
import { routes } from '@/lib/routes';
import { shellClientTexts } from '../client-texts';
import styles from './not-found-screen.module.scss';

/** The not-found screen (storefront.md §2), also shown for a fatal error. */
export function NotFoundScreen() {
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      {/* A plain <img>: the file is an SVG that is never optimised, and next/image would bring
          its client code into every page's first load (the screen is part of the root layout).
          Lazy: every page's RSC payload carries the not-found boundary, and React would hoist a
          preload of an eager picture into each page's head, competing with its styles and fonts. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className={styles.illustration}
        src="/not-found.svg"
        alt=""
        width={480}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <h1 id="not-found-title" className={styles.title}>
        {shellClientTexts.notFoundTitle}
      </h1>
      <ButtonLink href={routes.catalog()}>{shellClientTexts.toCatalog}</ButtonLink>
    </section>
  );
}
