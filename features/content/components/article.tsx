import 'server-only';
import { LoggedImage } from '@/components/media';
import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import styles from './article.module.scss';

/**
 * A text page: heading, a line of facts, its picture (the page's largest, so loaded first),
 * the sanitised body and what follows it.
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
  picture?: string;
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
          {picture ? (
            <div className={styles.picture}>
              <LoggedImage
                src={picture}
                alt=""
                fill
                preload
                sizes="(max-width: 880px) 100vw, 820px"
                className={styles.img}
              />
            </div>
          ) : null}
          <RichText html={html} className={styles.body} />
          {children}
        </article>
      </div>
    </div>
  );
}
