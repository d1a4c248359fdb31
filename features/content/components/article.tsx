import 'server-only';
import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import styles from './article.module.scss';

/** A text page: heading, a line of facts, the sanitised body and what follows it. */
export function Article({
  title,
  meta,
  html,
  aside,
  children,
}: {
  title: string;
  meta?: ReactNode;
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
          <RichText html={html} className={styles.body} />
          {children}
        </article>
      </div>
    </div>
  );
}
