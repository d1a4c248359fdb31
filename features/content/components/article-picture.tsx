import 'server-only';
import { LoggedImage } from '@/components/media/logged-image';
import styles from './article.module.scss';

/** An Article's picture: the page's largest, so preloaded, filling the article's 16:9 frame. */
export function ArticlePicture({ src }: { src: string }) {
  return (
    <LoggedImage
      src={src}
      alt=""
      fill
      preload
      sizes="(max-width: 880px) 100vw, 820px"
      className={styles.img}
    />
  );
}
