import 'server-only';
import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import styles from './article.module.scss';

/**
 * A text page: heading, a line of facts, its picture (an ArticlePicture: the page's largest, so
 * loaded first), the sanitised body and what follows it. The picture is a slot rather than a
 * URL so that a page without one (the buyers' documents, a vacancy) does not carry next/image's
 * client code: a route ships every client component its server modules import (issue #22).
 */
export function Article({
  title,
  meta,
  picture,
  html,
  aside,
  children,
}: {
  title: string;
  meta?: ReactNode;
  picture?: ReactNode;
  html: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <div className={aside ? styles.withAside : undefined}>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
        <article className={styles.article}>
          <h1 className={styles.title}>{title}</h1>
          {meta ? <div className={styles.meta}>{meta}</div> : null}
          {picture ? <div className={styles.picture}>{picture}</div> : null}
          <RichText html={html} className={styles.body} topHeading={2} />
          {children}
        </article>
      </div>
    </div>
  );
}
